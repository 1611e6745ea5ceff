import {
  formatInterviewTime,
  INTERVIEW_EVENING_REMINDER_HOUR,
  INTERVIEW_LABELS,
  INTERVIEW_LAST_REMINDER_HOURS,
  interviewCancelledSms,
  interviewConfirmedEmail,
  interviewConfirmedSms,
  interviewInviteSms,
  interviewReminderSms,
  interviewUpdateEmail,
  type Locale,
  portlandInstant,
  portlandWallTime,
  type Translate,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import { calendarPath } from './interview-calendar.ts';
import { interviewEmailBody } from './interview-email.ts';
import * as repo from './interviews.repository.ts';

/** The job that tells a side what happened to an interview, and the one that reminds the worker. */
const NOTICE_JOB = 'interview.notice';
const REMINDER_JOB = 'interview.reminder';

type NoticeEvent = 'invited' | 'rescheduled' | 'confirmed' | 'declined' | 'other_times' | 'cancelled';
export interface NoticeJob {
  interviewId: string;
  event: NoticeEvent;
  reason?: string;
  by?: 'applicant' | 'business';
  /** The time a cancelled interview had, for the words. */
  startsAt?: string;
}
interface ReminderJob {
  interviewId: string;
  kind: 'evening' | 'last';
  /** The time the reminder is for: a moved or cancelled interview's reminder does nothing. */
  startsAt: string;
}

/** What a reply route of an invitation's text is called (text_reply_routes.kind, decision 087). */
const INTERVIEW_ROUTE = 'interview';
/** Texts of one business's interviews: a STOP stops them, and they count per applicant and business. */
export const interviewTextCategory = (businessId: string) => `interview:${businessId}`;
const TEXTS_PER_PAIR_PER_DAY = 8;

const declared = new WeakMap<JobQueue, Promise<void>>();

/** Waits until the jobs can be sent (before opening the transaction that sends one; PGlite has one connection). */
export function noticesDeclared(app: FastifyInstance): Promise<void> {
  return declared.get(app.jobs) ?? Promise.resolve();
}

export async function queueNotice(app: FastifyInstance, tx: Tx, notice: NoticeJob): Promise<void> {
  await app.jobs.send<NoticeJob>(NOTICE_JOB, notice, { tx });
}

/** The Portland date before `date` (YYYY-MM-DD). */
function dayBefore(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** When the worker is reminded of an interview at `startsAt`: 18:00 Portland the day before, and 2 hours before. */
export function reminderTimes(startsAt: Date): { evening: Date; last: Date } {
  const hour = `${String(INTERVIEW_EVENING_REMINDER_HOUR).padStart(2, '0')}:00`;
  return {
    evening: portlandInstant(dayBefore(portlandWallTime(startsAt).date), hour) as Date,
    last: new Date(startsAt.getTime() - INTERVIEW_LAST_REMINDER_HOURS * 3_600_000),
  };
}

/**
 * The worker's reminders as scheduled jobs in the transaction that scheduled the interview (both
 * commit or neither; a stopped instance loses none: they wait in the database for any instance).
 * A reminder whose moment has passed is not sent; one that comes in quiet hours is held by the
 * text outbox until 08:00.
 */
export async function queueReminders(
  app: FastifyInstance,
  tx: Tx,
  interview: repo.InterviewRow,
): Promise<void> {
  if (!interview.starts_at) return;
  const now = app.clock();
  const times = reminderTimes(interview.starts_at);
  for (const kind of ['evening', 'last'] as const) {
    const at = times[kind];
    if (at <= now) continue;
    await app.jobs.send<ReminderJob>(
      REMINDER_JOB,
      { interviewId: interview.id, kind, startsAt: interview.starts_at.toISOString() },
      { tx, startAfter: at },
    );
  }
}

const siteOrigin = (app: FastifyInstance) =>
  (app.config.PUBLIC_URL ?? `http://localhost:${app.config.PORT}`).replace(/\/+$/, '');

/** Where an interview happens, in words. */
const placeWords = (interview: repo.InterviewRow, t: Translate) =>
  interview.place === 'phone' ? t(INTERVIEW_LABELS.phone) : (interview.address ?? '');

/** Texts the worker, when they opted in to the application's texts; keyed so a retried job texts once. */
async function textWorker(
  app: FastifyInstance,
  application: repo.InterviewApplication,
  dedupeKey: string,
  body: (t: Translate, language: string) => string,
) {
  if (!application.sms_updates || !application.business_id) return null;
  const contact = await repo.contactOf(app.db, application.user_id);
  if (!contact?.phone) return null;
  const language = contact.language ?? 'en';
  return app.textOutbox.queueText({
    to: { userId: application.user_id },
    body: (t) => body(t, language),
    category: interviewTextCategory(application.business_id),
    dedupeKey,
    perDayLimit: TEXTS_PER_PAIR_PER_DAY,
  });
}

async function queueEmail(
  app: FastifyInstance,
  recipient: { id: string; email: string; language: string | null },
  dedupeKey: string,
  write: (t: Translate, language: Locale) => { subject: string; text: string; html: string },
) {
  if (!app.emailOutbox.enabled) return;
  await app.emailOutbox.declared;
  const language = (recipient.language ?? 'en') as Locale;
  const email = write(translatorForLocale(language), language);
  await app.db.transaction((tx) =>
    app.emailOutbox.queue(tx, {
      userId: recipient.id,
      to: recipient.email,
      category: 'interview',
      dedupeKey,
      ...email,
    }),
  );
}

/**
 * Tells a side what happened (decision 090): the worker by text (opted in) in their language —
 * the invitation with its times numbered, the confirmation, a cancellation by the business —
 * and on a confirmed time both sides by e-mail (confirmed addresses) with the calendar file's
 * link; the business by e-mail when the worker declines, asks for other times or cancels.
 */
async function deliverNotice(app: FastifyInstance, notice: NoticeJob): Promise<void> {
  const { db } = app;
  const interview = await repo.findInterview(db, notice.interviewId);
  if (!interview) return;
  const application = await repo.applicationFor(db, interview.application_id);
  if (!application?.business_id) return;
  const words = { businessName: application.business_name, jobTitle: application.job_title };
  const applicantName = `${application.first_name ?? ''} ${application.last_name ?? ''}`.trim();
  const link = `${siteOrigin(app)}/applications`;

  if (notice.event === 'invited' || notice.event === 'rescheduled') {
    if (interview.status !== 'offered') return;
    const slots = await repo.slotsOf(db, [interview.id]);
    const text = await textWorker(app, application, `interview-invite:${interview.id}`, (t, language) =>
      interviewInviteSms(
        {
          ...words,
          movedBecause: notice.event === 'rescheduled' ? notice.reason : undefined,
          times: slots.map(
            (slot) => `${formatInterviewTime(slot.starts_at, language)} (${slot.minutes} min)`,
          ),
        },
        t,
      ),
    );
    if (text && text.status !== 'skipped') {
      await repo.addReplyRoute(db, {
        text_message_id: text.id,
        kind: INTERVIEW_ROUTE,
        application_id: application.id,
        business_id: application.business_id,
      });
    }
    return;
  }

  if (notice.event === 'confirmed') {
    if (!interview.starts_at) return;
    const startsAt = interview.starts_at;
    const key = `interview-confirmed:${interview.id}:${startsAt.toISOString()}`;
    await textWorker(app, application, key, (t, language) =>
      interviewConfirmedSms(
        {
          businessName: words.businessName,
          time: formatInterviewTime(startsAt, language),
          place: placeWords(interview, t),
        },
        t,
      ),
    );
    const calendar = `${siteOrigin(app)}${calendarPath(app.config.jwtSecret, interview.id)}`;
    const write = (t: Translate, language: Locale) =>
      interviewEmailBody(
        interviewConfirmedEmail(
          {
            ...words,
            applicantName,
            time: formatInterviewTime(startsAt, language),
            place: placeWords(interview, t),
          },
          t,
        ),
        { link, calendar },
        language,
      );
    const contact = await repo.contactOf(db, application.user_id);
    if (contact?.email && contact.email_confirmed_at) {
      await queueEmail(
        app,
        { id: application.user_id, email: contact.email, language: contact.language },
        key,
        write,
      );
    }
    for (const member of await repo.businessRecipients(db, application.business_id)) {
      await queueEmail(app, { ...member, email: member.email as string }, `${key}:${member.id}`, write);
    }
    return;
  }

  const time = notice.startsAt ? new Date(notice.startsAt) : null;
  if (notice.by === 'business' && notice.event === 'cancelled') {
    await textWorker(app, application, `interview-cancelled:${interview.id}`, (t, language) =>
      interviewCancelledSms(
        {
          businessName: words.businessName,
          time: time ? formatInterviewTime(time, language) : '',
          reason: notice.reason ?? '',
        },
        t,
      ),
    );
    return;
  }
  if (notice.by === 'applicant') {
    for (const member of await repo.businessRecipients(db, application.business_id)) {
      await queueEmail(
        app,
        { ...member, email: member.email as string },
        `interview-${notice.event}:${interview.id}:${member.id}`,
        (t, language) =>
          interviewEmailBody(
            interviewUpdateEmail(
              {
                ...words,
                applicantName,
                status: t(INTERVIEW_LABELS[notice.event as 'declined' | 'other_times' | 'cancelled']),
                reason: notice.reason ?? '',
              },
              t,
            ),
            { link: `${siteOrigin(app)}/dashboard` },
            language,
          ),
      );
    }
  }
}

/** A reminder to the worker, when the interview is still scheduled at the time it was for. */
async function sendReminder(app: FastifyInstance, job: ReminderJob): Promise<void> {
  const interview = await repo.findInterview(app.db, job.interviewId);
  if (interview?.status !== 'scheduled' || interview.starts_at?.toISOString() !== job.startsAt) return;
  const application = await repo.applicationFor(app.db, interview.application_id);
  if (!application) return;
  const startsAt = interview.starts_at;
  await textWorker(
    app,
    application,
    `interview-reminder:${interview.id}:${job.kind}:${job.startsAt}`,
    (t, language) =>
      interviewReminderSms(
        {
          businessName: application.business_name,
          time: formatInterviewTime(startsAt, language),
          place: placeWords(interview, t),
        },
        t,
      ),
  );
}

/** Declares both jobs; awaited (through noticesDeclared) before a transaction sends one. */
export function registerNoticeJobs(app: FastifyInstance): void {
  const ready = Promise.all([
    app.jobs.register<NoticeJob>(NOTICE_JOB, (job) => deliverNotice(app, job), {
      retryLimit: 3,
      retryDelaySeconds: 60,
    }),
    app.jobs.register<ReminderJob>(REMINDER_JOB, (job) => sendReminder(app, job), {
      retryLimit: 3,
      retryDelaySeconds: 60,
    }),
  ]).then(() => undefined);
  ready.catch((error: unknown) => app.log.warn({ err: error }, 'could not register the interview jobs'));
  declared.set(
    app.jobs,
    ready.catch(() => undefined),
  );
}
