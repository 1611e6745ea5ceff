import type { TApplicant, TMyApplication } from '@perks/contract';

export const JOB_ID = '00000000-0000-4000-8000-00000000a001';
export const BUSINESS_ID = '11111111-1111-4111-8111-111111111111';

/** One of the applicant's applications as the API returns it; override what a test cares about. */
export function myApplication(overrides: Partial<TMyApplication> = {}): TMyApplication {
  return {
    id: '00000000-0000-4000-8000-00000000b001',
    job_id: JOB_ID,
    job_title: 'Line Cook',
    business_id: BUSINESS_ID,
    business_name: 'Salt Pier Kitchen',
    job_state: 'live',
    status: 'new',
    status_changed_at: new Date().toISOString(),
    applied_at: new Date().toISOString(),
    note: null,
    availability: [],
    sms_updates: false,
    decline_message: null,
    history: [{ status: 'new', changed_at: new Date().toISOString() }],
    screening: [],
    ...overrides,
  };
}

/** An applicant as the job's employer reads them. */
export function applicant(overrides: Partial<TApplicant> = {}): TApplicant {
  const applied = '2026-03-10T15:00:00.000Z';
  return {
    id: '00000000-0000-4000-8000-00000000c001',
    status: 'new',
    applied_at: applied,
    status_changed_at: applied,
    is_unread: true,
    profile: {
      first_name: 'Ana',
      last_name: 'Silva',
      member_since: '2025-06-01T12:00:00.000Z',
      verified_employers: ['Harbor Fish Bar'],
      work_experience: [
        {
          company_name: 'Harbor Fish Bar',
          position_title: 'Prep Cook',
          start_date: '2024-04-01',
          end_date: null,
          is_current: true,
          verified: true,
        },
      ],
    },
    note: 'I can start next week.',
    availability: ['monday', 'tuesday'],
    contact: { phone: '+12075550188', email: 'ana@example.com' },
    sms_updates: true,
    decline_message: null,
    history: [{ status: 'new', changed_at: applied, changed_by: 'Applicant' }],
    screening: [],
    meets_all: true,
    certificates: [],
    ...overrides,
  };
}
