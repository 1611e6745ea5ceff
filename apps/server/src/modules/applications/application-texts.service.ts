import {
  isNotifiedStatus,
  newApplicationsDigestSms,
  QUIET_HOURS,
  STATUS_SMS_PER_DAY,
  statusChangeSms,
  type TApplicationStatus,
  unreadReminderSms,
} from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { portlandDay, type TextOutbox } from '../notifications/index.ts';

import {
  claimUnreadForReminder,
  managersOf,
  newApplicationsPerManager,
} from './application-texts.repository.ts';

/** The texts of applications (decision 054, addendum), each its own category for limits and STOP. */
const APPLICATION_TEXT_CATEGORIES = {
  status: 'application-status',
  reminder: 'application-reminder',
  digest: 'application-digest',
} as const;

const REMINDER_JOB = 'application-unread-reminders';
const DIGEST_JOB = 'application-daily-digest';

interface MovedApplication {
  id: string;
  user_id: string;
  sms_updates: boolean;
  status: TApplicationStatus;
  status_changed_at: Date;
  job_title: string;
  business_name: string;
  decline_message: string | null;
}

/**
 * Tells an applicant who opted in that an employer moved their application to a status they hear
 * about. The outbox keeps it to one a Portland day and out of quiet hours; the key makes a repeated
 * call for the same move one text.
 */
export async function textApplicantAboutMove(
  outbox: TextOutbox,
  application: MovedApplication,
): Promise<void> {
  if (!application.sms_updates || !isNotifiedStatus(application.status)) return;
  await outbox.queueText({
    to: { userId: application.user_id },
    body: (t) =>
      statusChangeSms(
        {
          status: application.status,
          jobTitle: application.job_title,
          businessName: application.business_name,
          message: application.decline_message,
        },
        t,
      ),
    category: APPLICATION_TEXT_CATEGORIES.status,
    dedupeKey: `application-status:${application.id}:${application.status_changed_at.toISOString()}`,
    perDayLimit: STATUS_SMS_PER_DAY,
  });
}

/** One reminder per business to its owners and managers about applications unread for days. */
async function sendUnreadReminders(db: Db, outbox: TextOutbox): Promise<number> {
  let sent = 0;
  for (const batch of await claimUnreadForReminder(db)) {
    for (const userId of await managersOf(db, batch.business_id)) {
      await outbox.queueText({
        to: { userId },
        body: (t) => unreadReminderSms({ businessName: batch.business_name, count: batch.count }, t),
        category: APPLICATION_TEXT_CATEGORIES.reminder,
        dedupeKey: `application-reminder:${batch.first_application_id}:${userId}`,
      });
      sent += 1;
    }
  }
  return sent;
}

/** The morning digest: each owner or manager hears how many applications came in the last day. */
async function sendDailyDigest(db: Db, outbox: TextOutbox, now = new Date()): Promise<number> {
  const recipients = await newApplicationsPerManager(db);
  for (const recipient of recipients) {
    await outbox.queueText({
      to: { userId: recipient.user_id },
      body: (t) =>
        newApplicationsDigestSms({ count: recipient.count, businessNames: recipient.business_names }, t),
      category: APPLICATION_TEXT_CATEGORIES.digest,
      dedupeKey: `application-digest:${recipient.user_id}:${portlandDay(now)}`,
      perDayLimit: 1,
    });
  }
  return recipients.length;
}

/**
 * The scheduled work of applications, on the shared queue so one instance runs each tick: the
 * reminder check every hour, and the digest each morning when quiet hours end in Portland.
 */
export function registerApplicationJobs(app: FastifyInstance): void {
  const { jobs, db } = app;
  const schedules = [
    [REMINDER_JOB, '0 * * * *', () => sendUnreadReminders(db, app.textOutbox)],
    [DIGEST_JOB, `0 ${QUIET_HOURS.endHour} * * *`, () => sendDailyDigest(db, app.textOutbox)],
  ] as const;
  for (const [name, cron, run] of schedules) {
    const ready = jobs
      .register(name, async () => {
        await run();
      })
      .then(() => jobs.schedule(name, cron, { timeZone: QUIET_HOURS.timeZone }));
    // A queue that could not start has logged why (an outage is one error line a second, decision
    // 022); the app still serves, and this only notes which schedule waits for it.
    ready.catch((error: unknown) => app.log.warn({ err: error }, `could not schedule ${name}`));
  }
}

export const APPLICATION_JOBS = { reminder: REMINDER_JOB, digest: DIGEST_JOB } as const;
