import {
  type Day,
  isRequiredCertificateKind,
  type RequiredCertificateKind,
  type TApplicationJobState,
  type TApplicationStatus,
  type TScreeningAnswer,
  type TSharedProfile,
} from '@perks/contract';
import { and, asc, count, desc, eq, gt, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesRunBy } from '../../db/owner-or-manager.ts';
import {
  businesses,
  type JobApplicationRow,
  jobApplicationSteps,
  jobApplications,
  jobs,
  users,
  workExperiences,
} from '../../db/schema/index.ts';
import { workHistoryOrder } from '../../db/work-history-order.ts';
import { liveJob } from '../jobs/index.ts';

/** SQL only: the applications and their steps (docs/decisions/054-applications.md). */

/** The business's name as it is now, else the name the job was posted under. */
const businessNameOfJob = sql<string>`coalesce(${businesses.name}, ${jobs.company})`;

/** What every read of a job here starts from: its id, title and business. */
const jobHeaderColumns = {
  id: jobs.id,
  title: jobs.title,
  business_id: jobs.business_id,
  business_name: businessNameOfJob,
};

/** The job an application is sent to: what the apply checks and what it copies. */
export async function jobForApplying(db: Executor, jobId: string) {
  const [row] = await db
    .select({
      ...jobHeaderColumns,
      schedule: jobs.schedule_data,
      live: sql<boolean>`${liveJob}`,
    })
    .from(jobs)
    .leftJoin(businesses, eq(businesses.id, jobs.business_id))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** The certificates each job requires (decision 097), by job id; jobs requiring none are left out. */
export async function requiredCertificatesOf(
  db: Executor,
  jobIds: readonly string[],
): Promise<Map<string, RequiredCertificateKind[]>> {
  const unique = [...new Set(jobIds)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: jobs.id, kinds: jobs.required_certificates })
    .from(jobs)
    .where(inArray(jobs.id, unique));
  return new Map(
    rows
      .map((row) => [row.id, (row.kinds ?? []).filter(isRequiredCertificateKind)] as const)
      .filter(([, kinds]) => kinds.length > 0),
  );
}

/** The job's business and title, for the employer's view; null when there is no such job. */
export async function jobHeader(db: Executor, jobId: string) {
  const [row] = await db
    .select(jobHeaderColumns)
    .from(jobs)
    .leftJoin(businesses, eq(businesses.id, jobs.business_id))
    .where(eq(jobs.id, jobId));
  return row ?? null;
}

/** The person's application to the job, if any. */
export async function ownApplicationTo(db: Executor, jobId: string, userId: string) {
  const [row] = await db
    .select({ id: jobApplications.id, status: jobApplications.status })
    .from(jobApplications)
    .where(and(eq(jobApplications.job_id, jobId), eq(jobApplications.user_id, userId)));
  return row ?? null;
}

/** Applications the person sent in the last 24 hours, withdrawn ones too (their budget). */
export async function applicationsInLastDay(db: Executor, userId: string): Promise<number> {
  return db.$count(
    jobApplications,
    and(eq(jobApplications.user_id, userId), gt(jobApplications.created_at, sql`now() - interval '1 day'`)),
  );
}

/** What the profile holds at apply time: the person's name and join date, and their work history. */
export async function applicantProfileSource(db: Executor, userId: string) {
  const [user] = await db
    .select({ first_name: users.first_name, last_name: users.last_name, created_at: users.created_at })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const history = await db
    .select({
      company_name: workExperiences.company_name,
      position_title: workExperiences.position_title,
      start_date: workExperiences.start_date,
      end_date: workExperiences.end_date,
      is_current: workExperiences.is_current,
    })
    .from(workExperiences)
    .where(eq(workExperiences.user_id, userId))
    .orderBy(...workHistoryOrder);
  return { user, history };
}

export interface NewApplication {
  job_id: string;
  user_id: string;
  business_id: string;
  job_title: string;
  business_name: string;
  note: string | null;
  availability: Day[];
  sms_updates: boolean;
  profile: TSharedProfile;
  screening: TScreeningAnswer[];
}

/**
 * Stores the application unless the person already applied to the job: the unique index decides
 * (ON CONFLICT), never a read before the write. Null when a row was already there.
 */
export async function insertApplication(db: Executor, values: NewApplication): Promise<string | null> {
  const [row] = await db
    .insert(jobApplications)
    .values(values)
    .onConflictDoNothing({ target: [jobApplications.job_id, jobApplications.user_id] })
    .returning({ id: jobApplications.id });
  if (row) {
    await db.insert(jobApplicationSteps).values({ application_id: row.id, status: 'new', changed_by: null });
  }
  return row?.id ?? null;
}

/** One application with its job's current state, as the applicant and the employer start from. */
const jobState = sql<TApplicationJobState>`case
  when ${jobApplications.job_id} is null then 'removed'
  when ${liveJob} then 'live'
  when ${jobs.expires_at} is not null and ${jobs.expires_at} <= now() then 'expired'
  else 'closed' end`;

export type ApplicationWithState = JobApplicationRow & { job_state: TApplicationJobState };

function selectApplications(db: Executor) {
  return db
    .select({
      id: jobApplications.id,
      job_id: jobApplications.job_id,
      user_id: jobApplications.user_id,
      business_id: jobApplications.business_id,
      job_title: jobApplications.job_title,
      business_name: jobApplications.business_name,
      status: jobApplications.status,
      status_changed_at: jobApplications.status_changed_at,
      note: jobApplications.note,
      availability: jobApplications.availability,
      sms_updates: jobApplications.sms_updates,
      profile: jobApplications.profile,
      screening: jobApplications.screening,
      decline_message: jobApplications.decline_message,
      read_at: jobApplications.read_at,
      reminded_at: jobApplications.reminded_at,
      created_at: jobApplications.created_at,
      job_state: jobState,
    })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.job_id));
}

/** The person's applications (one job's when `jobId` is given), newest first. */
export function applicationsOf(db: Executor, userId: string, where?: SQL): Promise<ApplicationWithState[]> {
  return selectApplications(db)
    .where(and(eq(jobApplications.user_id, userId), where))
    .orderBy(desc(jobApplications.created_at), desc(jobApplications.id));
}

export const byId = (id: string) => eq(jobApplications.id, id);
export const byJob = (jobId: string) => eq(jobApplications.job_id, jobId);

/** Any application by id (the employer's route), or null. */
export async function applicationById(db: Executor, id: string): Promise<ApplicationWithState | null> {
  const [row] = await selectApplications(db).where(byId(id));
  return row ?? null;
}

/** A job's applications, newest first. */
export function applicationsToJob(db: Executor, jobId: string): Promise<ApplicationWithState[]> {
  return selectApplications(db)
    .where(byJob(jobId))
    .orderBy(desc(jobApplications.created_at), desc(jobApplications.id));
}

export interface StepRow {
  application_id: string;
  status: TApplicationStatus;
  changed_at: Date;
  changed_by: string | null;
  changer_first_name: string | null;
  changer_last_name: string | null;
}

/** The steps of the given applications, oldest first, with the names of who made them. */
export async function stepsOf(db: Executor, applicationIds: string[]): Promise<StepRow[]> {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      application_id: jobApplicationSteps.application_id,
      status: jobApplicationSteps.status,
      changed_at: jobApplicationSteps.changed_at,
      changed_by: jobApplicationSteps.changed_by,
      changer_first_name: users.first_name,
      changer_last_name: users.last_name,
    })
    .from(jobApplicationSteps)
    .leftJoin(users, eq(users.id, jobApplicationSteps.changed_by))
    .where(inArray(jobApplicationSteps.application_id, applicationIds))
    .orderBy(asc(jobApplicationSteps.changed_at), asc(jobApplicationSteps.id));
}

/** The applicants' phone and e-mail, by user id. */
export async function contactsOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, { phone: string; email: string | null }>();
  const rows = await db
    .select({ id: users.id, phone: users.phone, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(userIds)]));
  return new Map(rows.map((row) => [row.id, { phone: row.phone, email: row.email }]));
}

/**
 * Moves an application to `status` and records the step, unless it is withdrawn (the applicant's
 * last word) or already there. False when nothing changed.
 */
export async function moveApplication(
  db: Executor,
  id: string,
  change: { status: TApplicationStatus; by: string | null; message: string | null },
): Promise<boolean> {
  const [row] = await db
    .update(jobApplications)
    .set({
      status: change.status,
      status_changed_at: sql`now()`,
      decline_message: change.status === 'not_selected' ? change.message : null,
    })
    .where(and(byId(id), ne(jobApplications.status, 'withdrawn'), ne(jobApplications.status, change.status)))
    .returning({ id: jobApplications.id });
  if (!row) return false;
  await db.insert(jobApplicationSteps).values({
    application_id: id,
    status: change.status,
    changed_by: change.by,
    message: change.message,
  });
  return true;
}

/** Marks the job's applications opened by the business (those not yet opened). */
export async function markJobApplicationsRead(db: Executor, jobId: string): Promise<void> {
  await db
    .update(jobApplications)
    .set({ read_at: sql`now()` })
    .where(and(byJob(jobId), isNull(jobApplications.read_at)));
}

/** Waiting for the business: nobody there opened it, and the applicant has not withdrawn it. */
const unread = and(isNull(jobApplications.read_at), ne(jobApplications.status, 'withdrawn'));

/** Per job of the user's businesses (as owner or manager), the applications nobody opened yet. */
export async function unreadAtBusinessesOf(db: Executor, userId: string) {
  const managed = businessesRunBy(db, userId);
  return db
    .select({
      job_id: jobs.id,
      job_title: jobs.title,
      business_name: businessNameOfJob,
      count: count(),
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.job_id))
    .leftJoin(businesses, eq(businesses.id, jobs.business_id))
    .where(and(inArray(jobs.business_id, managed), unread))
    .groupBy(jobs.id, jobs.title, businesses.name)
    .orderBy(desc(sql`max(${jobApplications.created_at})`));
}
