import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-steps';

const waiting = { id: 'b1', is_active: false, logo_url: null };

describe('setupSteps', () => {
  it('starts with nothing done and every step leading to the setup form', () => {
    const steps = setupSteps({ business: null, staffCount: 0, jobCount: 0 });
    expect(steps.map((step) => [step.title, step.done, step.to])).toEqual([
      ['Set up your business', false, '/setup'],
      ['Add a logo', false, '/setup'],
      ['Add your staff list', false, '/setup'],
      ['Post your first job', false, '/setup'],
    ]);
  });

  it('marks each step from what the business holds, and offers drafts while it waits for review', () => {
    const steps = setupSteps({ business: { ...waiting, logo_url: '/logo.png' }, staffCount: 3, jobCount: 0 });
    expect(steps.map((step) => step.done)).toEqual([true, true, true, false]);
    expect(steps[2]!.to).toBe('/staff?business=b1');
    expect(steps[3]).toMatchObject({ to: '/post-job', action: 'Draft a job' });
    expect(steps[3]!.description).toContain('when your business is approved');
  });

  it('says post, not draft, once the business is live', () => {
    const [, , , job] = setupSteps({ business: { ...waiting, is_active: true }, staffCount: 0, jobCount: 1 });
    expect(job).toMatchObject({ done: true, action: 'Post a job' });
  });
});
