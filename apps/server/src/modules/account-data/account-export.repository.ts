import type { TDataExportSection } from '@perks/contract';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businesses,
  businessMembers,
  businessReviews,
  cardCodeUses,
  checkIns,
  conversationMessages,
  emailMessages,
  favoriteBusinesses,
  interviewSlots,
  interviews,
  jobAlerts,
  jobApplicationSteps,
  jobApplications,
  jobs,
  otpEvents,
  passkeys,
  promotionRedemptions,
  promotions,
  refreshSessions,
  savedJobs,
  textConsents,
  textMessages,
  users,
  workExperiences,
  workerCertificates,
} from '../../db/schema/index.ts';

export type ExportSections = Record<TDataExportSection, unknown>;

/** The account row the download and the deletion start from (never a deleted one). */
export async function findExportedAccount(db: Executor, userId: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), sql`${users.deleted_at} is null`));
  return row;
}

/**
 * How many rows the download would hold: above DATA_EXPORT_QUEUE_ROWS it is built by the job
 * queue. One statement, counting the tables that grow with use.
 */
export async function countRowsAbout(db: Executor, userId: string, phone: string): Promise<number> {
  const result = await db.execute(sql`
    select
      (select count(*) from ${textMessages} where ${textMessages.user_id} = ${userId} or ${textMessages.phone} = ${phone})
      + (select count(*) from ${emailMessages} where ${emailMessages.user_id} = ${userId})
      + (select count(*) from ${jobApplications} where ${jobApplications.user_id} = ${userId})
      + (select count(*) from ${conversationMessages} m join ${jobApplications} a on a.id = m.application_id
           where a.user_id = ${userId})
      + (select count(*) from ${checkIns} where ${checkIns.member_id} = ${userId})
      + (select count(*) from ${refreshSessions} where ${refreshSessions.user_id} = ${userId})
      + (select count(*) from ${otpEvents} where ${otpEvents.phone} = ${phone}) as total`);
  const rows = (result as unknown as { rows: { total: string | number }[] }).rows;
  return Number(rows[0]?.total ?? 0);
}

/**
 * Everything kept about the person, section by section (docs/product.md, "Your data"). Secrets
 * (card secrets, code and token hashes) are left out: they are keys, not data about the person.
 */
export async function exportSections(db: Executor, userId: string): Promise<ExportSections | null> {
  const user = await findExportedAccount(db, userId);
  if (!user) return null;
  const phone = user.phone;
  const applicationIds = db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .where(eq(jobApplications.user_id, userId));
  const interviewIds = db
    .select({ id: interviews.id })
    .from(interviews)
    .where(eq(interviews.user_id, userId));

  const [
    workHistory,
    certificates,
    ownPasskeys,
    applications,
    steps,
    messages,
    interviewRows,
    slots,
    saved,
    alerts,
    favorites,
    memberships,
    cardChecks,
    visits,
    redemptions,
    reviews,
    texts,
    emails,
    consents,
    sessions,
    codes,
  ] = await Promise.all([
    db
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.user_id, userId))
      .orderBy(asc(workExperiences.created_at)),
    db
      .select()
      .from(workerCertificates)
      .where(eq(workerCertificates.user_id, userId))
      .orderBy(asc(workerCertificates.created_at)),
    // A passkey's public key and id are the key itself, not data about the person.
    db
      .select({
        name: passkeys.name,
        transports: passkeys.transports,
        created_at: passkeys.created_at,
        last_used_at: passkeys.last_used_at,
      })
      .from(passkeys)
      .where(eq(passkeys.user_id, userId))
      .orderBy(asc(passkeys.created_at)),
    db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.user_id, userId))
      .orderBy(asc(jobApplications.created_at)),
    db
      .select({
        application_id: jobApplicationSteps.application_id,
        status: jobApplicationSteps.status,
        changed_at: jobApplicationSteps.changed_at,
        message: jobApplicationSteps.message,
      })
      .from(jobApplicationSteps)
      .where(inArray(jobApplicationSteps.application_id, applicationIds))
      .orderBy(asc(jobApplicationSteps.changed_at)),
    db
      .select({
        id: conversationMessages.id,
        application_id: conversationMessages.application_id,
        side: conversationMessages.side,
        body: conversationMessages.body,
        channel: conversationMessages.channel,
        read_at: conversationMessages.read_at,
        created_at: conversationMessages.created_at,
      })
      .from(conversationMessages)
      .where(inArray(conversationMessages.application_id, applicationIds))
      .orderBy(asc(conversationMessages.created_at)),
    db.select().from(interviews).where(eq(interviews.user_id, userId)).orderBy(asc(interviews.created_at)),
    db.select().from(interviewSlots).where(inArray(interviewSlots.interview_id, interviewIds)),
    db
      .select({ job_id: savedJobs.job_id, job_title: jobs.title, saved_at: savedJobs.created_at })
      .from(savedJobs)
      .leftJoin(jobs, eq(jobs.id, savedJobs.job_id))
      .where(eq(savedJobs.user_id, userId)),
    db.select().from(jobAlerts).where(eq(jobAlerts.user_id, userId)),
    db
      .select({
        business_id: favoriteBusinesses.business_id,
        business_name: businesses.name,
        added_at: favoriteBusinesses.created_at,
      })
      .from(favoriteBusinesses)
      .leftJoin(businesses, eq(businesses.id, favoriteBusinesses.business_id))
      .where(eq(favoriteBusinesses.user_id, userId)),
    db
      .select({
        business_id: businessMembers.business_id,
        business_name: businesses.name,
        role: businessMembers.role,
      })
      .from(businessMembers)
      .leftJoin(businesses, eq(businesses.id, businessMembers.business_id))
      .where(eq(businessMembers.user_id, userId)),
    db
      .select({ step: cardCodeUses.step, first_seen_at: cardCodeUses.first_seen_at })
      .from(cardCodeUses)
      .where(eq(cardCodeUses.user_id, userId)),
    db
      .select({
        id: checkIns.id,
        business_id: checkIns.business_id,
        business_name: businesses.name,
        method: checkIns.method,
        notes: checkIns.notes,
        created_at: checkIns.created_at,
      })
      .from(checkIns)
      .leftJoin(businesses, eq(businesses.id, checkIns.business_id))
      .where(eq(checkIns.member_id, userId))
      .orderBy(asc(checkIns.created_at)),
    db
      .select({
        promotion_id: promotionRedemptions.promotion_id,
        promotion_title: promotions.title,
        business_id: promotionRedemptions.business_id,
        created_at: promotionRedemptions.created_at,
      })
      .from(promotionRedemptions)
      .leftJoin(promotions, eq(promotions.id, promotionRedemptions.promotion_id))
      .where(eq(promotionRedemptions.member_id, userId)),
    db.select().from(businessReviews).where(eq(businessReviews.author_id, userId)),
    db
      .select({
        id: textMessages.id,
        phone: textMessages.phone,
        category: textMessages.category,
        body: textMessages.body,
        status: textMessages.status,
        created_at: textMessages.created_at,
      })
      .from(textMessages)
      .where(or(eq(textMessages.user_id, userId), eq(textMessages.phone, phone)))
      .orderBy(asc(textMessages.created_at)),
    db
      .select({
        id: emailMessages.id,
        to_address: emailMessages.to_address,
        category: emailMessages.category,
        subject: emailMessages.subject,
        text_body: emailMessages.text_body,
        status: emailMessages.status,
        created_at: emailMessages.created_at,
      })
      .from(emailMessages)
      .where(eq(emailMessages.user_id, userId))
      .orderBy(asc(emailMessages.created_at)),
    db.select().from(textConsents).where(eq(textConsents.phone, phone)).orderBy(asc(textConsents.created_at)),
    db
      .select({
        id: refreshSessions.id,
        user_agent: refreshSessions.user_agent,
        ip: refreshSessions.ip,
        created_at: refreshSessions.created_at,
        revoked_at: refreshSessions.revoked_at,
      })
      .from(refreshSessions)
      .where(eq(refreshSessions.user_id, userId))
      .orderBy(asc(refreshSessions.created_at)),
    db
      .select({ kind: otpEvents.kind, ip: otpEvents.ip, created_at: otpEvents.created_at })
      .from(otpEvents)
      .where(eq(otpEvents.phone, phone))
      .orderBy(asc(otpEvents.created_at)),
  ]);

  return {
    account: {
      id: user.id,
      phone: user.phone,
      role: user.role,
      status: user.status,
      language: user.language,
      created_at: user.created_at,
      last_sign_in_at: user.last_sign_in_at,
    },
    profile: {
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      email_confirmed_at: user.email_confirmed_at,
      photo: user.profile_picture_url,
      favorite_business_id: user.favorite_business_id,
    },
    work_history: workHistory,
    certificates,
    applications: applications.map((application) => ({
      ...application,
      steps: steps.filter((step) => step.application_id === application.id),
    })),
    messages,
    interviews: interviewRows.map((interview) => ({
      ...interview,
      times: slots.filter((slot) => slot.interview_id === interview.id),
    })),
    saved_jobs: saved,
    job_alerts: alerts,
    favorites,
    memberships,
    card_checks: cardChecks,
    visits: { check_ins: visits, perks_used: redemptions },
    reviews,
    texts,
    emails,
    text_consents: consents,
    sign_ins: { devices: sessions, codes_sent: codes },
    passkeys: ownPasskeys,
  };
}
