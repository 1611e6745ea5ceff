import { t } from '@lingui/core/macro';
import { deriveJobFields, type TJob, type TShift } from '@perks/contract';

const title = 'Cafe Line Cook (Breakfast & Lunch)';
const schedule_data: TShift[] = [
  { day: 'wednesday', startTime: '06:00', endTime: '15:00' },
  { day: 'thursday', startTime: '06:00', endTime: '15:00' },
  { day: 'saturday', startTime: '07:00', endTime: '15:00' },
];

/**
 * The fixed sample posting on /example-job: a cafe kitchen position, showing employers and
 * workers what an honest-pay posting looks like. Never fetched, never stored.
 */
export const EXAMPLE_JOB: TJob = {
  id: '00000000-0000-4000-8000-000000000001',
  title,
  company: 'Munjoy Hill Coffee',
  // A sample, not a stored business: an id no stored row has, and no business record to link to.
  business_id: '00000000-0000-4000-8000-000000000002',
  business: null,
  logo_url: null,
  location: '88 Congress St, Portland, ME 04101',
  // Weekly hours, employment type and role type follow from the shifts and title, as on any posting.
  ...deriveJobFields({ title, schedule: schedule_data }),
  salary_display: null,
  hourly_rate_min: null,
  hourly_rate_max: null,
  base_hourly_pay: 19,
  description:
    "Cook **breakfast and lunch** in a small open kitchen: egg sandwiches, grain bowls and a daily soup.\nYou'll prep in the morning, run the line through the rush and close by 3.\n\n**No late nights.** Every shift ends by 3:00 PM.",
  workplace_highlights: null,
  requirements: ['Comfortable on a flat-top and fryer', 'ServSafe certificate within 30 days'],
  basic_requirements: ['Able to lift 40 lb', 'Reliable transportation for 6:00 AM starts'],
  benefits: ['Free shift meal and drinks', 'Paid sick time', 'Tips from the counter jar, split weekly'],
  languages: ['en', 'es'],
  required_certificates: [],
  is_tipped_role: true,
  estimated_tips_hourly: 3,
  tip_structure: 'pooled',
  tip_pool_description: 'Counter tips are pooled and split by hours worked across the whole team.',
  minimum_shifts_per_week: 3,
  start_availability: 'Within 2 weeks',
  contact_email: 'jobs@example.com',
  contact_name: 'Sam (Kitchen Manager)',
  contact_phone: null,
  status: 'approved',
  posted_at: '2026-01-05T14:00:00.000Z',
  expires_at: null,
  created_at: '2026-01-05T14:00:00.000Z',
  updated_at: '2026-01-05T14:00:00.000Z',
  schedule_data,
};

/**
 * The sample posting in the reader's language: its words are the site's (a real posting shows what
 * its poster wrote). Fields that follow from the English title (role type, hours) stay as derived.
 */
export function exampleJob(): TJob {
  return {
    ...EXAMPLE_JOB,
    title: t`Cafe Line Cook (Breakfast & Lunch)`,
    // One message a line; the empty line between them starts the second paragraph.
    description: [
      t`Cook **breakfast and lunch** in a small open kitchen: egg sandwiches, grain bowls and a daily soup.`,
      t`You'll prep in the morning, run the line through the rush and close by 3.`,
      '',
      t`**No late nights.** Every shift ends by 3:00 PM.`,
    ].join('\n'),
    requirements: [t`Comfortable on a flat-top and fryer`, t`ServSafe certificate within 30 days`],
    basic_requirements: [t`Able to lift 40 lb`, t`Reliable transportation for 6:00 AM starts`],
    benefits: [t`Free shift meal and drinks`, t`Paid sick time`, t`Tips from the counter jar, split weekly`],
    tip_pool_description: t`Counter tips are pooled and split by hours worked across the whole team.`,
    contact_name: t`Sam (Kitchen Manager)`,
  };
}
