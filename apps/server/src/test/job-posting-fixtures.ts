import type { TJobPayloadInput } from '@perks/contract';
import { samplePayload } from '@perks/contract/jobs/sample-job.fixture';
import type { apiCaller } from './admin-test-kit.ts';
import type { Person } from './signed-in-person.ts';

// The job form's payload for the job-posting suites.

/** What the job form sends for a tipped bartender shift on two nights. */
export function jobPayload(businessId: string, overrides: Partial<TJobPayloadInput> = {}): TJobPayloadInput {
  return {
    ...samplePayload,
    business_id: businessId,
    company: 'Whatever the form had',
    description: 'Great crew and a **free** shift meal.',
    benefits: ['Shift meal', 'Paid time off'],
    tip_pool_description: 'Split by hours worked',
    contact_email: 'bar@example.com',
    ...overrides,
  };
}

/** The job form's save of one of the business's jobs (`PUT /jobs/{id}`) as `who`, with `overrides`. */
export const saveJobForm = (
  call: ReturnType<typeof apiCaller>,
  who: Person,
  jobId: string,
  businessId: string,
  overrides: Partial<TJobPayloadInput> = {},
) => call('PUT', `/jobs/${jobId}`, who, jobPayload(businessId, overrides));
