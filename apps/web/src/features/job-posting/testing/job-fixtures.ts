import type { TJob } from '@perks/contract';

let seq = 0;

/** A saved job as the API returns it; override what a test cares about. */
export function savedJob(overrides: Partial<TJob> = {}): TJob {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: 'Line Cook',
    company: 'Salt Pier Kitchen',
    business_id: '11111111-1111-4111-8111-111111111111',
    business: {
      id: '11111111-1111-4111-8111-111111111111',
      name: 'Salt Pier Kitchen',
      address: '5 Custom House Wharf',
    },
    logo_url: null,
    location: 'Portland, ME',
    employment_type: 'full-time',
    role_type: 'cook',
    salary_display: null,
    hourly_rate_min: null,
    hourly_rate_max: null,
    base_hourly_pay: 22,
    description: 'A calm line.',
    workplace_highlights: null,
    requirements: [],
    basic_requirements: [],
    benefits: [],
    is_tipped_role: false,
    estimated_tips_hourly: null,
    tip_structure: null,
    tip_pool_description: null,
    weekly_hours: 32,
    minimum_shifts_per_week: 4,
    start_availability: 'Immediately',
    contact_email: 'jobs@saltpier.example',
    contact_name: null,
    contact_phone: null,
    status: 'approved',
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
