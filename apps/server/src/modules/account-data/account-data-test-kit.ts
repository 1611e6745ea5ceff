import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  aiConversations,
  auditEvents,
  businessReviews,
  cardCodeUses,
  checkIns,
  conversationBlocks,
  conversationMessages,
  emailMessages,
  employeeRosters,
  favoriteBusinesses,
  interviewSlots,
  interviews,
  jobAlerts,
  jobApplicationSteps,
  jobApplications,
  memberCards,
  messageReports,
  passkeys,
  recoveryCodes,
  savedJobs,
  textIntroductions,
  textMessages,
  textOptOuts,
  textPrompts,
  users,
  workExperiences,
  workerCertificates,
} from '../../db/schema/index.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';

/** The person whose data the account-data tests seed, export, delete and look for. */
export const ROSALIND = {
  national: '2075553101',
  phone: '+12075553101',
  display: '(207) 555-3101',
  first_name: 'Rosalind',
  last_name: 'Quenneville',
  email: 'Rosalind.Quenneville@example.org',
};

/** A member photo's stored name (the pipeline's: 32 hex digits and the format). */
export const PHOTO_NAME = `${'ab12'.repeat(8)}.webp`;
export const PHOTO_BYTES = Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 fake photo bytes');

/**
 * Data about the signed-in person in every feature: profile and photo, work history, an open and
 * a finished application with steps and messages both ways, an interview, a saved job, an alert,
 * a favorite, a card, card checks, a visit with its review, a report and a block, texts and
 * e-mails sent to them, a text consent's introduction and a numbered question, an opt-out, a
 * staff list line naming them, audit rows about them, an assistant conversation, a certificate
 * and a passkey with recovery codes. The sign-in
 * itself (through the real routes) made their sign-in records and text consent.
 */
export async function seedEverything(db: Db, userId: string, phone = ROSALIND.phone) {
  const p = { ...ROSALIND, phone };
  await db
    .update(users)
    .set({
      first_name: p.first_name,
      last_name: p.last_name,
      email: p.email,
      profile_picture_url: `/uploads/member-photos/${PHOTO_NAME}`,
      language: 'en',
    })
    .where(eq(users.id, userId));
  const business = await insertBusiness(db, { name: 'Salt Pier Kitchen' });
  const job = await insertJob(db, { business_id: business.id, title: 'Line cook' });
  const otherJob = await insertJob(db, { business_id: business.id, title: 'Dishwasher' });

  await db.insert(workExperiences).values({
    user_id: userId,
    company_name: 'Harbor Fish Bar',
    position_title: 'Server',
    start_date: '2024-01-01',
    description: `Ask for ${p.first_name} at the bar`,
  });
  const profile = {
    first_name: p.first_name,
    last_name: p.last_name,
    member_since: new Date().toISOString(),
    verified_employers: ['Salt Pier Kitchen'],
    work_experience: [],
  };
  const [open] = await db
    .insert(jobApplications)
    .values({
      job_id: job.id,
      user_id: userId,
      business_id: business.id,
      job_title: 'Line cook',
      business_name: 'Salt Pier Kitchen',
      note: `Hi, I am ${p.first_name}, call me at ${p.display}`,
      profile,
    })
    .returning();
  const [finished] = await db
    .insert(jobApplications)
    .values({
      job_id: otherJob.id,
      user_id: userId,
      business_id: business.id,
      job_title: 'Dishwasher',
      business_name: 'Salt Pier Kitchen',
      status: 'hired',
      profile,
    })
    .returning();
  await db.insert(jobApplicationSteps).values([
    { application_id: open!.id, status: 'new' },
    { application_id: finished!.id, status: 'hired' },
  ]);
  const [own] = await db
    .insert(conversationMessages)
    .values([
      {
        application_id: open!.id,
        business_id: business.id,
        sender_id: userId,
        side: 'applicant',
        body: `This is ${p.first_name} ${p.last_name}, reach me at ${p.email}`,
      },
      { application_id: open!.id, business_id: business.id, side: 'business', body: 'Can you come Tuesday?' },
    ])
    .returning();
  await db.insert(messageReports).values({ message_id: own!.id, reported_by: userId, side: 'applicant' });
  await db
    .insert(conversationBlocks)
    .values({ business_id: business.id, user_id: userId, blocked_by: 'applicant' });
  const [interview] = await db
    .insert(interviews)
    .values({
      application_id: open!.id,
      business_id: business.id,
      job_id: job.id,
      user_id: userId,
      place: 'phone',
    })
    .returning();
  await db.insert(interviewSlots).values({
    interview_id: interview!.id,
    number: 1,
    starts_at: new Date(Date.now() + 86_400_000),
    minutes: 30,
  });
  await db.insert(savedJobs).values({ user_id: userId, job_id: job.id });
  // A certificate whose course is named for them, and a passkey they named with their name.
  await db.insert(workerCertificates).values({
    user_id: userId,
    kind: 'other',
    name: `${p.first_name} ${p.last_name}'s first aid course`,
    number: 'FA-1234',
    photo_name: `${'cd34'.repeat(8)}.webp`,
  });
  await db.insert(passkeys).values({
    user_id: userId,
    credential_id: `credential-${userId}`,
    public_key: 'public-key',
    name: `${p.first_name}'s phone`,
  });
  await db.insert(recoveryCodes).values({ user_id: userId, code_hash: `hash-${userId}` });
  await db.insert(jobAlerts).values({
    user_id: userId,
    name: 'Cook jobs',
    filters: {},
    frequency: 'daily',
    digest_time: '08:00',
    channels: ['email', 'sms'],
  } as typeof jobAlerts.$inferInsert);
  await db.insert(favoriteBusinesses).values({ user_id: userId, business_id: business.id });
  await db.insert(memberCards).values({ user_id: userId, card_id: `card-${userId}`, secret: 'card-secret' });
  await db.insert(cardCodeUses).values({ user_id: userId, step: 1, first_seen_at: new Date() });
  const [visit] = await db
    .insert(checkIns)
    .values({ business_id: business.id, member_id: userId, method: 'manual' })
    .returning();
  await db.insert(businessReviews).values({
    business_id: business.id,
    author_id: userId,
    check_in_id: visit!.id,
    rating: 5,
    comment: 'Great staff night, friendly people.',
  });
  const today = new Date().toISOString().slice(0, 10);
  await db.insert(textMessages).values([
    {
      user_id: userId,
      phone: p.phone,
      category: 'application-status',
      body: `${p.first_name}, your application moved`,
      dedupe_key: `${userId}-text-1`,
      status: 'sent',
      send_after: new Date(),
      send_day: today,
    },
    {
      phone: p.phone,
      category: 'job-alert',
      body: 'New jobs for you',
      dedupe_key: `${userId}-text-2`,
      status: 'sent',
      send_after: new Date(),
      send_day: today,
    },
  ]);
  await db.insert(emailMessages).values({
    user_id: userId,
    to_address: p.email.toLowerCase(),
    category: 'job-alert',
    subject: `Jobs for ${p.first_name}`,
    text_body: `Hello ${p.first_name} ${p.last_name} (${p.display})`,
    html_body: `<p>Hello ${p.first_name}</p>`,
    dedupe_key: `${userId}-mail-1`,
    status: 'sent',
  });
  await db.insert(textIntroductions).values({ phone: p.phone, kind: 'job-alert' });
  await db.insert(textPrompts).values({ phone: p.phone, kind: 'conversation-choice', options: [open!.id] });
  await db.insert(textOptOuts).values({ phone: p.phone, category: 'job-alert' });
  await db.insert(employeeRosters).values({
    business_id: business.id,
    phone: p.phone,
    first_name: p.first_name,
    last_name: p.last_name,
    position: 'Cook',
  });
  await db.insert(auditEvents).values([
    {
      actor_id: userId,
      actor_label: `${p.first_name} ${p.last_name} (${p.phone})`,
      action: 'job.update',
      entity_type: 'job',
      entity_id: job.id,
      changes: { title: { from: 'Cook', to: 'Line cook' } },
    },
    {
      actor_label: 'System (ADMIN_PHONES)',
      action: 'user.update',
      entity_type: 'user',
      entity_id: userId,
      changes: {
        first_name: { from: null, to: p.first_name },
        email: { from: null, to: p.email },
        phone: { from: null, to: p.phone },
      },
    },
    {
      actor_label: 'System (ADMIN_PHONES)',
      action: 'business.member.add',
      entity_type: 'business',
      entity_id: business.id,
      changes: { member: { from: null, to: { phone: p.phone, role: 'employee' } } },
    },
  ]);
  await db.insert(aiConversations).values({ user_id: userId, type: 'employee_onboarding' });
  return {
    business,
    job,
    openApplicationId: open!.id,
    finishedApplicationId: finished!.id,
    visitId: visit!.id,
  };
}
