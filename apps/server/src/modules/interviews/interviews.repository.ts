import { TIME_HOLDING_STATUSES } from '@perks/contract';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businesses,
  businessMembers,
  interviewSlots,
  interviews,
  jobApplications,
  textMessages,
  textPrompts,
  textReplyRoutes,
  users,
} from '../../db/schema/index.ts';

/** SQL only: interview invitations and their times (decision 090). */

export type InterviewRow = typeof interviews.$inferSelect;
export type SlotRow = typeof interviewSlots.$inferSelect;

/** The application an interview hangs off, with what its words and permissions need. */
export async function applicationFor(db: Executor, applicationId: string) {
  const [row] = await db
    .select({
      id: jobApplications.id,
      user_id: jobApplications.user_id,
      business_id: jobApplications.business_id,
      job_id: jobApplications.job_id,
      status: jobApplications.status,
      job_title: jobApplications.job_title,
      business_name: jobApplications.business_name,
      first_name: sql<string>`${jobApplications.profile}->>'first_name'`,
      last_name: sql<string>`${jobApplications.profile}->>'last_name'`,
      sms_updates: jobApplications.sms_updates,
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row;
}
export type InterviewApplication = NonNullable<Awaited<ReturnType<typeof applicationFor>>>;

export async function businessAddress(db: Executor, businessId: string): Promise<string | null> {
  const [row] = await db
    .select({ address: businesses.address })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.address?.trim() || null;
}

export async function findInterview(db: Executor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(interviews).where(eq(interviews.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function slotsOf(db: Executor, interviewIds: readonly string[]): Promise<SlotRow[]> {
  if (interviewIds.length === 0) return [];
  return db
    .select()
    .from(interviewSlots)
    .where(inArray(interviewSlots.interview_id, [...interviewIds]))
    .orderBy(asc(interviewSlots.interview_id), asc(interviewSlots.number));
}

export async function interviewsOfApplication(db: Executor, applicationId: string): Promise<InterviewRow[]> {
  return db
    .select()
    .from(interviews)
    .where(eq(interviews.application_id, applicationId))
    .orderBy(desc(interviews.created_at));
}

/** The open invitation of an application, if any. */
export async function openInterviewOf(db: Executor, applicationId: string) {
  const [row] = await db
    .select()
    .from(interviews)
    .where(
      and(
        eq(interviews.application_id, applicationId),
        inArray(interviews.status, ['offered', 'scheduled', 'other_times']),
      ),
    )
    .limit(1);
  return row;
}

/** The start times the business's interviewer already holds (another interview scheduled at them). */
export async function heldTimes(
  db: Executor,
  interview: Pick<InterviewRow, 'id' | 'business_id' | 'with_whom_key'>,
  startsAt: readonly Date[],
): Promise<Set<number>> {
  if (startsAt.length === 0) return new Set();
  const rows = await db
    .select({ starts_at: interviews.starts_at })
    .from(interviews)
    .where(
      and(
        eq(interviews.business_id, interview.business_id),
        eq(interviews.with_whom_key, interview.with_whom_key),
        inArray(interviews.status, [...TIME_HOLDING_STATUSES]),
        inArray(interviews.starts_at, [...startsAt]),
        ne(interviews.id, interview.id),
      ),
    );
  return new Set(rows.map((row) => (row.starts_at as Date).getTime()));
}

export async function insertInterview(
  db: Executor,
  interview: typeof interviews.$inferInsert,
  slots: readonly { starts_at: Date; minutes: number }[],
): Promise<InterviewRow> {
  const [row] = await db.insert(interviews).values(interview).returning();
  await db
    .insert(interviewSlots)
    .values(slots.map((slot, index) => ({ interview_id: row!.id, number: index + 1, ...slot })));
  return row!;
}

export async function updateInterview(
  db: Executor,
  id: string,
  change: Partial<typeof interviews.$inferInsert>,
): Promise<InterviewRow> {
  const [row] = await db.update(interviews).set(change).where(eq(interviews.id, id)).returning();
  return row!;
}

/** Invitations the business sent in the last 24 hours, by the database's clock (its daily budget). */
export async function invitationsInLastDay(db: Executor, businessId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviews)
    .where(
      and(eq(interviews.business_id, businessId), gt(interviews.created_at, sql`now() - interval '1 day'`)),
    );
  return row!.n;
}

/** The applicant's no-shows at this business only. */
export async function noShowsAt(db: Executor, businessId: string, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(interviews)
    .where(
      and(
        eq(interviews.business_id, businessId),
        eq(interviews.user_id, userId),
        eq(interviews.status, 'no_show'),
      ),
    );
  return row!.n;
}

export async function contactOf(db: Executor, userId: string) {
  const [row] = await db
    .select({
      phone: users.phone,
      email: users.email,
      email_confirmed_at: users.email_confirmed_at,
      language: users.language,
      first_name: users.first_name,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** The owners and managers of a business with a confirmed e-mail address. */
export async function businessRecipients(db: Executor, businessId: string) {
  return db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(businessMembers)
    .innerJoin(users, eq(users.id, businessMembers.user_id))
    .where(
      and(
        eq(businessMembers.business_id, businessId),
        inArray(businessMembers.role, ['owner', 'manager']),
        isNotNull(users.email_confirmed_at),
        isNotNull(users.email),
      ),
    );
}

/**
 * The newest invitation text handed to the gateway for the phone in the last 30 days whose
 * invitation still waits for an answer, with when it went.
 */
export async function waitingInvitation(db: Executor, phone: string, since: Date) {
  const [row] = await db
    .select({ interview_id: interviews.id, user_id: interviews.user_id, sent_at: textMessages.sent_at })
    .from(textReplyRoutes)
    .innerJoin(textMessages, eq(textMessages.id, textReplyRoutes.text_message_id))
    .innerJoin(interviews, eq(interviews.application_id, textReplyRoutes.application_id))
    .where(
      and(
        eq(textMessages.phone, phone),
        eq(textMessages.status, 'sent'),
        eq(textReplyRoutes.kind, 'interview'),
        gt(textMessages.sent_at, since),
        eq(interviews.status, 'offered'),
      ),
    )
    .orderBy(desc(textMessages.sent_at), desc(interviews.created_at))
    .limit(1);
  return row;
}

/** Whether a conversation's numbered question to the phone is open and newer than `after`. */
export async function newerConversationQuestion(db: Executor, phone: string, after: Date, since: Date) {
  const [row] = await db
    .select({ id: textPrompts.id })
    .from(textPrompts)
    .where(
      and(
        eq(textPrompts.phone, phone),
        isNull(textPrompts.answered_at),
        gt(textPrompts.created_at, after),
        gt(textPrompts.created_at, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function userOnPhone(db: Executor, phone: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return row?.id;
}

export async function addReplyRoute(db: Executor, route: typeof textReplyRoutes.$inferInsert): Promise<void> {
  await db.insert(textReplyRoutes).values(route).onConflictDoNothing();
}
