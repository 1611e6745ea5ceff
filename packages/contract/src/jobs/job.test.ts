import { describe, expect, it } from 'vitest';
import { ZJob } from './job.ts';
import { sampleJob } from './sample-job.fixture.ts';

describe('ZJob', () => {
  it('accepts the public job body', () => {
    expect(ZJob.parse(sampleJob)).toEqual(sampleJob);
  });

  it('requires the business id, as the database does, and allows the business record to be absent', () => {
    expect(ZJob.safeParse({ ...sampleJob, business_id: null }).success).toBe(false);
    expect(ZJob.safeParse({ ...sampleJob, business: null }).success).toBe(true);
  });

  it('requires numbers, not database numeric strings', () => {
    expect(ZJob.safeParse({ ...sampleJob, base_hourly_pay: '22.00' }).success).toBe(false);
  });

  it('requires ISO timestamps, not Date objects', () => {
    expect(ZJob.safeParse({ ...sampleJob, posted_at: new Date() }).success).toBe(false);
  });

  it('requires the normalised schedule shape', () => {
    const legacy = {
      ...sampleJob,
      schedule_data: [{ day: 'monday', start_time: '14:00', end_time: '22:00' }],
    };
    expect(ZJob.safeParse(legacy).success).toBe(false);
  });
});
