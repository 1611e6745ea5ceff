import type { TJob } from '@perks/contract';
import { sampleJob } from '@perks/contract/jobs/sample-job.fixture';

let seq = 0;

/** A saved job of Salt Pier Kitchen as the API returns it; override what a test cares about. */
export function savedJob(overrides: Partial<TJob> = {}): TJob {
  seq += 1;
  return {
    ...sampleJob,
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    company: 'Salt Pier Kitchen',
    business_id: '11111111-1111-4111-8111-111111111111',
    business: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Salt Pier Kitchen',
      address: '5 Custom House Wharf',
    },
    description: 'A calm line.',
    benefits: [],
    contact_email: 'jobs@saltpier.example',
    posted_at: '2026-03-09T12:00:00.000Z',
    expires_at: '2026-04-08T12:00:00.000Z',
    created_at: '2026-03-09T12:00:00.000Z',
    updated_at: '2026-03-09T12:00:00.000Z',
    schedule_data: [
      { day: 'monday', startTime: '14:00', endTime: '22:00' },
      { day: 'tuesday', startTime: '14:00', endTime: '22:00' },
    ],
    ...overrides,
  };
}

/** A second business the owner manages, for lists that mix businesses. */
export const tidewater = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Tidewater Oyster Bar',
  address: '12 Fore St',
};

/** A part-time bartender job of Tidewater Oyster Bar; override what a test cares about. */
export function tidewaterBartender(overrides: Partial<TJob> = {}): TJob {
  return savedJob({
    title: 'Bartender',
    role_type: 'bartender',
    business_id: tidewater.id,
    business: tidewater,
    company: tidewater.name,
    employment_type: 'part-time',
    ...overrides,
  });
}
