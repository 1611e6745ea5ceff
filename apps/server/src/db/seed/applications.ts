import { randomUUID } from 'node:crypto';
import { isVerifiedEmployer, type TSharedProfile } from '@perks/contract';
import type { NewUserRow } from '../schema/index.ts';
import { demoBusiness } from './businesses.ts';
import { DEMO_PEOPLE } from './people.ts';
import { daysAgo } from './time.ts';
import type { workExperienceRows } from './work-experience.ts';

type HistoryRow = ReturnType<typeof workExperienceRows>[number];

/**
 * Applications to Tidewater Oyster Bar's 'Raw Bar Server' (owned by the demo owner, +12075550101),
 * so the applicant pipeline and 'My applications' have something to show (decision 054): the demo
 * worker was moved to Interview by the owner; two others are new and unread.
 */
const DEMO_APPLICATIONS = [
  {
    phone: '+12075550103',
    daysAgo: 3,
    note: 'I work dinners at Salt Pier and would love two more nights on a raw bar.',
    availability: ['friday', 'saturday'] as const,
    sms_updates: true,
    interviewDaysAgo: 1,
  },
  {
    phone: '+12075550120',
    daysAgo: 1,
    note: null,
    availability: ['wednesday', 'thursday'] as const,
    sms_updates: false,
  },
  {
    phone: '+12075550123',
    daysAgo: 0.2,
    note: 'Barista for two years; happy to learn shucking.',
    availability: ['wednesday', 'thursday', 'friday', 'saturday'] as const,
    sms_updates: true,
  },
];
export const DEMO_APPLICATION_JOB = { business: 'tidewater', title: 'Raw Bar Server' } as const;

/** The profile each demo applicant shared, built like the server builds it at apply time. */
function demoProfile(user: NewUserRow, history: HistoryRow[]): TSharedProfile {
  const person = DEMO_PEOPLE.find((candidate) => candidate.phone === user.phone);
  const verified = (person?.rosteredAt ?? []).map((entry) => demoBusiness(entry.business).name);
  const listed = history.map((entry) => entry.company_name);
  return {
    first_name: user.first_name ?? '',
    last_name: user.last_name ?? '',
    member_since: (user.created_at as Date).toISOString(),
    verified_employers: verified.filter((name) =>
      listed.some((company) => isVerifiedEmployer(company, [name])),
    ),
    work_experience: history.map((entry) => ({
      company_name: entry.company_name,
      position_title: entry.position_title,
      start_date: entry.start_date,
      end_date: entry.end_date,
      is_current: entry.is_current,
      verified: isVerifiedEmployer(entry.company_name, verified),
    })),
  };
}

/** Rows for job_applications and job_application_steps. */
export function applicationRows(context: {
  now: Date;
  job: { id: string; business_id: string; title: string };
  ownerId: string;
  users: NewUserRow[];
  history: HistoryRow[];
}) {
  const business = demoBusiness(DEMO_APPLICATION_JOB.business);
  const applications = DEMO_APPLICATIONS.map((spec) => {
    const user = context.users.find((candidate) => candidate.phone === spec.phone);
    if (!user?.id) throw new Error(`Application from unknown demo phone ${spec.phone}`);
    const applied = daysAgo(context.now, spec.daysAgo);
    const moved = spec.interviewDaysAgo === undefined ? null : daysAgo(context.now, spec.interviewDaysAgo);
    return {
      id: randomUUID(),
      job_id: context.job.id,
      user_id: user.id,
      business_id: context.job.business_id,
      job_title: context.job.title,
      business_name: business.name,
      status: moved ? ('interview' as const) : ('new' as const),
      status_changed_at: moved ?? applied,
      note: spec.note,
      availability: [...spec.availability],
      sms_updates: spec.sms_updates,
      profile: demoProfile(
        user,
        context.history.filter((entry) => entry.user_id === user.id),
      ),
      // The owner opened the job's applicants when moving the first applicant.
      read_at: moved,
      created_at: applied,
    };
  });
  const steps = applications.flatMap((application) => [
    {
      application_id: application.id,
      status: 'new' as const,
      changed_by: null,
      changed_at: application.created_at,
    },
    ...(application.status === 'interview'
      ? [
          {
            application_id: application.id,
            status: 'interview' as const,
            changed_by: context.ownerId,
            changed_at: application.status_changed_at,
          },
        ]
      : []),
  ]);
  return { applications, steps };
}
