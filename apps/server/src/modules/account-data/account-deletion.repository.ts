import { OPEN_INTERVIEW_STATUSES, type TApplicationStatus } from '@perks/contract';
import { and, eq, inArray, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import {
  aiConversations,
  auditEvents,
  businessMembers,
  businessReviews,
  cardCodeUses,
  conversationBlocks,
  conversationMessages,
  dataExports,
  emailMessages,
  favoriteBusinesses,
  idempotencyKeys,
  interviews,
  jobAlerts,
  jobApplicationSteps,
  jobApplications,
  memberCards,
  messageReports,
  otpChallenges,
  passkeyChallenges,
  passkeyChecks,
  passkeys,
  recoveryCodes,
  refreshSessions,
  savedJobs,
  textConsents,
  textIntroductions,
  textMessages,
  textPrompts,
  users,
  workExperiences,
  workerCertificates,
} from '../../db/schema/index.ts';

/** The account under a row lock, so two deletions (or a deletion and a sign-in) take turns. */
export async function lockAccount(tx: Tx, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** The businesses the person owns, each with how many other owners and managers it has. */
export async function ownedBusinesses(tx: Executor, userId: string) {
  const others = sql<number>`(select count(*) from ${businessMembers} other
    where other.business_id = ${businessMembers.business_id}
      and other.user_id <> ${userId}
      and other.role in ('owner', 'manager'))`.mapWith(Number);
  return tx
    .select({ business_id: businessMembers.business_id, others })
    .from(businessMembers)
    .where(and(eq(businessMembers.user_id, userId), eq(businessMembers.role, 'owner')));
}

/** Statuses after which an application is over: the rest are withdrawn with the account. */
const FINAL_STATUSES: TApplicationStatus[] = ['withdrawn', 'hired', 'not_selected'];

/**
 * Withdraws the person's open applications (each with its step, as the applicant's own withdraw
 * does), cancels their open interviews, and empties what every application carries about them:
 * the shared profile, the note and the days. The applications stay: the business's record.
 */
export async function withdrawAndEmptyApplications(tx: Tx, userId: string, memberSince: Date): Promise<void> {
  const withdrawn = await tx
    .update(jobApplications)
    .set({ status: 'withdrawn', status_changed_at: sql`now()` })
    .where(and(eq(jobApplications.user_id, userId), notInArray(jobApplications.status, FINAL_STATUSES)))
    .returning({ id: jobApplications.id });
  if (withdrawn.length > 0) {
    await tx
      .insert(jobApplicationSteps)
      .values(withdrawn.map((row) => ({ application_id: row.id, status: 'withdrawn' as const })));
  }
  await tx
    .update(jobApplications)
    .set({
      profile: {
        first_name: '',
        last_name: '',
        member_since: memberSince.toISOString(),
        verified_employers: [],
        work_experience: [],
      },
      note: null,
      availability: [],
      sms_updates: false,
    })
    .where(eq(jobApplications.user_id, userId));
  await tx
    .update(interviews)
    .set({ status: 'cancelled', ended_by: 'applicant' })
    .where(and(eq(interviews.user_id, userId), inArray(interviews.status, [...OPEN_INTERVIEW_STATUSES])));
}

/** The person's messages lose their words; the other side sees them as deleted. */
export async function emptyOwnMessages(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(conversationMessages)
    .set({ body: '-', deleted_at: sql`now()`, sender_id: null })
    .where(and(eq(conversationMessages.sender_id, userId), eq(conversationMessages.side, 'applicant')));
}

/**
 * Everything that is the person's alone, by account. Answers the names of the certificate card
 * photos it removed, for the caller to delete from the image store after the commit.
 */
export async function deleteOwnRows(tx: Tx, userId: string): Promise<string[]> {
  const certificates = await tx
    .delete(workerCertificates)
    .where(eq(workerCertificates.user_id, userId))
    .returning({ photo: workerCertificates.photo_name });
  await tx.delete(passkeys).where(eq(passkeys.user_id, userId));
  await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.user_id, userId));
  await tx.delete(passkeyChecks).where(eq(passkeyChecks.user_id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.user_id, userId));
  await tx.delete(workExperiences).where(eq(workExperiences.user_id, userId));
  await tx.delete(savedJobs).where(eq(savedJobs.user_id, userId));
  await tx.delete(jobAlerts).where(eq(jobAlerts.user_id, userId));
  await tx.delete(favoriteBusinesses).where(eq(favoriteBusinesses.user_id, userId));
  await tx.delete(memberCards).where(eq(memberCards.user_id, userId));
  await tx.delete(cardCodeUses).where(eq(cardCodeUses.user_id, userId));
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.user_id, userId));
  await tx.delete(messageReports).where(eq(messageReports.reported_by, userId));
  await tx.delete(conversationBlocks).where(eq(conversationBlocks.user_id, userId));
  await tx.delete(businessMembers).where(eq(businessMembers.user_id, userId));
  await tx.delete(aiConversations).where(eq(aiConversations.user_id, userId));
  await tx.delete(dataExports).where(eq(dataExports.user_id, userId));
  return certificates.flatMap((row) => (row.photo ? [row.photo] : []));
}

/**
 * What is kept under the phone or the e-mail address rather than the account: texts and e-mails
 * sent to the person, text consents and introductions, numbered questions and sign-in codes.
 * Opt-outs (STOP) and records of codes sent stay, as the privacy policy says (decision 106).
 */
export async function deleteByPhoneAndEmail(
  tx: Tx,
  userId: string,
  phone: string,
  email: string | null,
): Promise<void> {
  await tx.delete(textMessages).where(or(eq(textMessages.user_id, userId), eq(textMessages.phone, phone)));
  const toPerson = email
    ? or(eq(emailMessages.user_id, userId), sql`lower(${emailMessages.to_address}) = lower(${email})`)
    : eq(emailMessages.user_id, userId);
  await tx.delete(emailMessages).where(toPerson);
  await tx.delete(textConsents).where(eq(textConsents.phone, phone));
  await tx.delete(textIntroductions).where(eq(textIntroductions.phone, phone));
  await tx.delete(textPrompts).where(eq(textPrompts.phone, phone));
  await tx.delete(otpChallenges).where(eq(otpChallenges.phone, phone));
}

/** Reviews stay for the business, shown as anonymous. */
export async function anonymizeReviews(tx: Tx, userId: string): Promise<void> {
  await tx.update(businessReviews).set({ is_anonymous: true }).where(eq(businessReviews.author_id, userId));
}

/** Sign-ins: every one revoked and stripped of its device and address. */
export async function endSignIns(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(refreshSessions)
    .set({ revoked_at: sql`coalesce(${refreshSessions.revoked_at}, now())`, user_agent: null, ip: null })
    .where(eq(refreshSessions.user_id, userId));
}

/** The words audit rows write for the person, and the fields of their account's own audit rows. */
const PERSONAL_AUDIT_FIELDS = ['phone', 'first_name', 'last_name', 'email', 'profile_picture_url'];
const DELETED_LABEL = 'Deleted account';

/**
 * Audit rows stay (who did what, when), but without the person: their label as an actor, the
 * personal fields of their account's rows, and their phone and e-mail anywhere in a row's changes.
 */
export async function scrubAuditRows(tx: Tx, userId: string, phone: string, email: string | null) {
  await tx.update(auditEvents).set({ actor_label: DELETED_LABEL }).where(eq(auditEvents.actor_id, userId));
  const emptied = sql`jsonb_build_object('from', null, 'to', null)`;
  let changes = sql`${auditEvents.changes}`;
  for (const field of PERSONAL_AUDIT_FIELDS) {
    changes = sql`case when ${changes} ? ${field} then jsonb_set(${changes}, array[${field}]::text[], ${emptied}) else ${changes} end`;
  }
  await tx
    .update(auditEvents)
    .set({ changes })
    .where(and(eq(auditEvents.entity_type, 'user'), eq(auditEvents.entity_id, userId)));
  const needles = email ? [phone, email] : [phone];
  for (const needle of needles) {
    await tx
      .update(auditEvents)
      .set({
        changes: sql`replace(replace(${auditEvents.changes}::text, ${needle}, ${DELETED_LABEL}), ${needle.toLowerCase()}, ${DELETED_LABEL})::jsonb`,
      })
      .where(sql`strpos(lower(${auditEvents.changes}::text), lower(${needle})) > 0`);
  }
}

/**
 * The account row stays only as a mark that others' records point at (reviews, check-ins, audit
 * rows): no phone (a number in the reserved +999 range stands in, unique), name, e-mail, photo or
 * language; never active.
 */
export async function emptyAccount(tx: Tx, userId: string, placeholderPhone: string): Promise<void> {
  await tx
    .update(users)
    .set({
      phone: placeholderPhone,
      first_name: null,
      last_name: null,
      email: null,
      profile_picture_url: null,
      favorite_business_id: null,
      language: null,
      last_sign_in_at: null,
      email_confirmed_at: null,
      role: 'worker',
      status: 'inactive',
      is_active: false,
      is_admin: false,
      deleted_at: sql`now()`,
    })
    .where(and(eq(users.id, userId), isNull(users.deleted_at)));
}

/** Active admins other than `userId` (the last one may not delete their own account). */
export function countOtherActiveAdmins(tx: Tx, userId: string): Promise<number> {
  return tx.$count(
    users,
    and(eq(users.is_admin, true), eq(users.is_active, true), sql`${users.id} <> ${userId}`),
  );
}
