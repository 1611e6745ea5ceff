import { describe, expect, it } from 'vitest';
import { ZJobPayload } from '../jobs/job-payload.ts';
import { deriveJobFields } from './derived-fields.ts';

describe('deriveJobFields', () => {
  it('reads shift blocks the way the form holds them', () => {
    expect(
      deriveJobFields({
        title: 'Lead Bartender',
        schedule: [
          { days: ['friday', 'saturday'], startTime: '18:00', endTime: '02:00' },
          { days: ['sunday'], startTime: '10:00', endTime: '16:00' },
        ],
      }),
    ).toEqual({ employment_type: 'part-time', role_type: 'bartender', weekly_hours: 22 });
  });

  it('reads schedule_data entries (one day each) the way the server stores them', () => {
    const week = ['monday', 'tuesday', 'wednesday', 'thursday'] as const;
    expect(
      deriveJobFields({
        title: 'Sous Chef',
        schedule: week.map((day) => ({ day, startTime: '14:00', endTime: '22:00' })),
      }),
    ).toEqual({ employment_type: 'full-time', role_type: 'cook', weekly_hours: 32 });
  });

  it("takes the poster's role type over the title's, and the title's when there is none", () => {
    const schedule = [{ day: 'monday' as const, startTime: '16:00', endTime: '22:00' }];
    expect(deriveJobFields({ title: 'Sous Chef', schedule, role_type: 'management' }).role_type).toBe(
      'management',
    );
    expect(deriveJobFields({ title: 'Head Hostess', schedule, role_type: null }).role_type).toBe('host');
  });

  it('never gives less than one weekly hour', () => {
    expect(deriveJobFields({ title: 'Server', schedule: [] }).weekly_hours).toBe(1);
  });
});

describe('ZJobPayload: derived fields', () => {
  const body = {
    title: 'Server',
    business_id: 'b4cc289e-8bf9-4888-9912-ace4e6543002',
    location: 'Portland, ME',
    description: 'Good crew.',
    is_tipped_role: false,
    base_hourly_pay: 20,
    schedule_data: [{ day: 'monday', startTime: '16:00', endTime: '22:00' }],
    contact_email: 'jobs@example.com',
  };

  it('accepts a body without employment_type, role_type or weekly_hours', () => {
    expect(ZJobPayload.safeParse(body).success).toBe(true);
  });

  it('refuses shifts that add up to more than a week', () => {
    const schedule_data = Array.from({ length: 9 }, () => ({
      day: 'monday',
      startTime: '06:00',
      endTime: '02:00',
    }));
    const result = ZJobPayload.safeParse({ ...body, schedule_data });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['schedule_data'],
        message: 'Shifts cannot add up to more than 168 hours a week',
      }),
    ]);
  });
});
