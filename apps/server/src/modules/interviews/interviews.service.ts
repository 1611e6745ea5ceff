import {
  INTERVIEW_DAYS_AHEAD_MAX,
  INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY,
  INTERVIEW_MESSAGES,
  type Locale,
  portlandInstant,
  type TConversationSide,
  TIME_HOLDING_STATUSES,
  type TInterview,
  type TInterviewAnswer,
  type TInterviewCancel,
  type TInterviewInvite,
  type TInterviewList,
  type TInterviewOutcomeInput,
  type TInterviewReschedule,
  type TInterviewSlot,
  type TInterviewSlotInput,
  ZInterviewInvite,
} from '@perks/contract';
import { translatorForLocale } from '@perks/contract/i18n/catalogs';
import type { FastifyInstance } from 'fastify';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { businessAccess } from '../../plugins/business-access.ts';
import { moveApplication } from '../applications/index.ts';
import { calendarKeyMatches, calendarPath, interviewCalendar } from './interview-calendar.ts';
import { noticesDeclared, queueNotice, queueReminders } from './interview-notices.ts';
import * as repo from './interviews.repository.ts';

/** The budget a business's invitations spend (decisions 050, 077). */
const invitationBudgetKey = (businessId: string) => `interviews:business:${businessId}`;

/** A unique index said no: another request stored the row first. */
const uniqueViolation = (error: unknown, index?: string) => {
  const cause =
    (error as { cause?: { code?: string; constraint?: string } })?.cause ??
    (error as { code?: string; constraint?: string });
  return (
    cause?.code === '23505' &&
    (index === undefined || cause.constraint === undefined || cause.constraint === index)
  );
};

/** The statuses whose interview has a time, and so a calendar file. */
const HOLDING = new Set<string>(TIME_HOLDING_STATUSES);

const ENDED_APPLICATION = new Set(['withdrawn', 'not_selected', 'hired']);

function toInterview(row: repo.InterviewRow, slots: readonly repo.SlotRow[], held: Set<number>): TInterview {
  return {
    id: row.id,
    application_id: row.application_id,
    status: row.status,
    place: row.place,
    address: row.address,
    with_whom: row.with_whom,
    note: row.note,
    slots: slots
      .filter((slot) => slot.interview_id === row.id)
      .map((slot) => ({
        number: slot.number,
        starts_at: slot.starts_at.toISOString(),
        minutes: slot.minutes,
        taken: held.has(slot.starts_at.getTime()),
      })),
    starts_at: row.starts_at?.toISOString() ?? null,
    minutes: row.minutes,
    reason: row.reason,
    ended_by: row.ended_by,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    calendar_url: null,
  };
}

/** One interview as answered: its times, and which of them another interview holds. */
async function interviewView(app: FastifyInstance, row: repo.InterviewRow): Promise<TInterview> {
  const { db } = app;
  const slots = await repo.slotsOf(db, [row.id]);
  const held = await repo.heldTimes(
    db,
    row,
    slots.map((slot) => slot.starts_at),
  );
  const view = toInterview(row, slots, held);
  return row.starts_at && HOLDING.has(row.status)
    ? { ...view, calendar_url: calendarPath(app.config.jwtSecret, row.id) }
    : view;
}

/**
 * Who acts on an application's interviews: its applicant, or an owner or manager of the business
 * it was sent to (read from the database on every call). Anyone else, and an id that is no
 * application, gets the same 404.
 */
async function sideOn(
  db: Db,
  user: { id: string },
  application: repo.InterviewApplication | undefined,
): Promise<TConversationSide> {
  if (!application) throw notFound(INTERVIEW_MESSAGES.applicationNotFound);
  if (application.user_id === user.id) return 'applicant';
  if (application.business_id && (await businessAccess(db, user, application.business_id)) === 'member') {
    return 'business';
  }
  throw notFound(INTERVIEW_MESSAGES.applicationNotFound);
}

/** An interview and the caller's side on it; a stranger is told there is none. */
async function interviewAccess(db: Db, user: { id: string }, interviewId: string) {
  const interview = await repo.findInterview(db, interviewId);
  if (!interview) throw notFound(INTERVIEW_MESSAGES.notFound);
  const application = await repo.applicationFor(db, interview.application_id);
  const side = await sideOn(db, user, application).catch(() => {
    throw notFound(INTERVIEW_MESSAGES.notFound);
  });
  return { interview, application: application!, side };
}

function requireSide(side: TConversationSide, wanted: TConversationSide) {
  if (side !== wanted) {
    throw new AppError(
      'FORBIDDEN',
      wanted === 'business' ? INTERVIEW_MESSAGES.businessOnly : INTERVIEW_MESSAGES.applicantOnly,
    );
  }
}

/** The typed times as instants: each in the future and within 90 days (the contract checked the rest). */
function instantsOf(
  slots: readonly TInterviewSlotInput[],
  now: Date,
): { starts_at: Date; minutes: number }[] {
  const latest = now.getTime() + INTERVIEW_DAYS_AHEAD_MAX * 86_400_000;
  return slots.map((slot, index) => {
    const startsAt = portlandInstant(slot.date, slot.start);
    if (!startsAt) {
      throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.timeDoesNotExist, {
        field: `slots.${index}.start`,
      });
    }
    if (startsAt <= now) {
      throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.timeInPast, { field: `slots.${index}.date` });
    }
    if (startsAt.getTime() > latest) {
      throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.timeTooFar, { field: `slots.${index}.date` });
    }
    return { starts_at: startsAt, minutes: slot.minutes };
  });
}

/** The application's invitations, newest first; the business also reads the applicant's no-shows there. */
export async function listInterviews(
  app: FastifyInstance,
  user: { id: string },
  applicationId: string,
): Promise<TInterviewList> {
  const { db } = app;
  const application = await repo.applicationFor(db, applicationId);
  const side = await sideOn(db, user, application);
  const rows = await repo.interviewsOfApplication(db, applicationId);
  const items = await Promise.all(rows.map((row) => interviewView(app, row)));
  const noShows =
    side === 'business' && application!.business_id
      ? await repo.noShowsAt(db, application!.business_id, application!.user_id)
      : null;
  return { side, items, no_shows: noShows };
}

/**
 * Stores an invitation under the business's daily budget (counted and spent under its lock, so a
 * burst from any number of instances stops at the limit), moves the application to Interview, and
 * queues the worker's text in the same transaction.
 */
async function storeInvitation(
  app: FastifyInstance,
  user: { id: string },
  application: repo.InterviewApplication,
  input: TInterviewInvite,
  replacing?: { id: string; reason: string },
): Promise<repo.InterviewRow> {
  const { db } = app;
  const parsed = ZInterviewInvite.parse(input);
  const now = app.clock();
  const slots = instantsOf(parsed.slots, now);
  const businessId = application.business_id as string;
  const address = parsed.place === 'business' ? await repo.businessAddress(db, businessId) : null;
  if (parsed.place === 'business' && !address) {
    throw new AppError('UNPROCESSABLE', INTERVIEW_MESSAGES.noAddress, { field: 'place' });
  }
  await noticesDeclared(app);
  try {
    return await withBudget(db, [invitationBudgetKey(businessId)], async (tx) => {
      if ((await repo.invitationsInLastDay(tx, businessId)) >= INTERVIEW_INVITATIONS_PER_BUSINESS_PER_DAY) {
        throw new AppError('RATE_LIMITED', INTERVIEW_MESSAGES.tooMany, { budget: 'interviews_business' });
      }
      if (replacing) {
        const old = await repo.findInterview(tx, replacing.id, { lock: true });
        if (!old || !['offered', 'scheduled', 'other_times'].includes(old.status)) {
          throw new AppError('CONFLICT', INTERVIEW_MESSAGES.notScheduled);
        }
        await repo.updateInterview(tx, old.id, {
          status: 'rescheduled',
          reason: replacing.reason,
          ended_by: 'business',
        });
      }
      const row = await repo.insertInterview(
        tx,
        {
          application_id: application.id,
          business_id: businessId,
          job_id: application.job_id,
          user_id: application.user_id,
          invited_by: user.id,
          place: parsed.place,
          address,
          with_whom: parsed.with_whom ?? null,
          with_whom_key: (parsed.with_whom ?? '').trim().toLowerCase(),
          note: parsed.note ?? null,
        },
        slots,
      );
      if (application.status !== 'interview') {
        await moveApplication(tx, application.id, { status: 'interview', by: user.id, message: null });
      }
      await queueNotice(app, tx, {
        interviewId: row.id,
        event: replacing ? 'rescheduled' : 'invited',
        reason: replacing?.reason,
      });
      return row;
    });
  } catch (error) {
    if (uniqueViolation(error, 'interviews_open_application_key')) {
      throw new AppError('CONFLICT', INTERVIEW_MESSAGES.alreadyOpen);
    }
    throw error;
  }
}

/** 'Invite to interview' from an applicant (owners and managers of the job's business only). */
export async function invite(
  app: FastifyInstance,
  user: { id: string },
  applicationId: string,
  input: TInterviewInvite,
): Promise<TInterview> {
  const application = await repo.applicationFor(app.db, applicationId);
  const side = await sideOn(app.db, user, application);
  requireSide(side, 'business');
  if (ENDED_APPLICATION.has(application!.status)) {
    throw new AppError('CONFLICT', INTERVIEW_MESSAGES.applicationEnded);
  }
  if (await repo.openInterviewOf(app.db, applicationId)) {
    throw new AppError('CONFLICT', INTERVIEW_MESSAGES.alreadyOpen);
  }
  const row = await storeInvitation(app, user, application!, input);
  return interviewView(app, row);
}

export type ChoiceResult =
  | { chosen: true; interview: repo.InterviewRow }
  | { chosen: false; available: TInterviewSlot[] };

/**
 * The applicant's choice of an offered time, in the caller's transaction (the route's, or the one
 * recording an inbound text). The interview's row is locked, so two answers of the same worker
 * act once; another invitation of the business holding the time (a unique index, so also when
 * two workers choose it at the same moment on different instances) leaves it offered and answers
 * the times still free.
 */
export async function chooseIn(
  app: FastifyInstance,
  tx: Tx,
  interviewId: string,
  number: number,
): Promise<ChoiceResult> {
  const interview = await repo.findInterview(tx, interviewId, { lock: true });
  if (!interview) throw notFound(INTERVIEW_MESSAGES.notFound);
  if (interview.status !== 'offered') throw new AppError('CONFLICT', INTERVIEW_MESSAGES.notOffered);
  const slots = await repo.slotsOf(tx, [interview.id]);
  const slot = slots.find((candidate) => candidate.number === number);
  if (!slot) throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.slotInvalid, { field: 'slot' });
  const available = async () => {
    const held = await repo.heldTimes(
      tx,
      interview,
      slots.map((candidate) => candidate.starts_at),
    );
    const now = app.clock();
    return toInterview(interview, slots, held).slots.filter(
      (candidate) => !candidate.taken && new Date(candidate.starts_at) > now,
    );
  };
  if (slot.starts_at <= app.clock()) return { chosen: false, available: await available() };
  const held = await repo.heldTimes(tx, interview, [slot.starts_at]);
  if (held.size > 0) return { chosen: false, available: await available() };
  try {
    // A savepoint: the unique index refusing the time must not end the caller's transaction.
    const updated = await tx.transaction((sp) =>
      repo.updateInterview(sp, interview.id, {
        status: 'scheduled',
        starts_at: slot.starts_at,
        minutes: slot.minutes,
      }),
    );
    await queueNotice(app, tx, { interviewId: interview.id, event: 'confirmed' });
    await queueReminders(app, tx, updated);
    return { chosen: true, interview: updated };
  } catch (error) {
    if (uniqueViolation(error, 'interviews_time_taken_key'))
      return { chosen: false, available: await available() };
    throw error;
  }
}

/** The applicant picks a time in the app; a time taken meanwhile is a 409 naming the times left. */
export async function choose(
  app: FastifyInstance,
  user: { id: string },
  interviewId: string,
  number: number,
): Promise<TInterview> {
  const { side } = await interviewAccess(app.db, user, interviewId);
  requireSide(side, 'applicant');
  await noticesDeclared(app);
  const result = await app.db.transaction((tx) => chooseIn(app, tx, interviewId, number));
  if (!result.chosen) {
    throw new AppError(
      'CONFLICT',
      result.available.length > 0 ? INTERVIEW_MESSAGES.timeTaken : INTERVIEW_MESSAGES.noTimesLeft,
      { details: { available: result.available } },
    );
  }
  return interviewView(app, result.interview);
}

/** Moves an interview from one of `from` to `to` under its row lock; the other side is told. */
async function changeStatus(
  app: FastifyInstance,
  interviewId: string,
  from: readonly repo.InterviewRow['status'][],
  change: Partial<repo.InterviewRow> & { status: repo.InterviewRow['status'] },
  notice: 'declined' | 'other_times' | 'cancelled' | null,
  refusal: string,
): Promise<TInterview> {
  await noticesDeclared(app);
  const row = await app.db.transaction(async (tx) => {
    const interview = await repo.findInterview(tx, interviewId, { lock: true });
    if (!interview || !from.includes(interview.status)) throw new AppError('CONFLICT', refusal);
    const updated = await repo.updateInterview(tx, interviewId, change);
    if (notice) {
      await queueNotice(app, tx, {
        interviewId,
        event: notice,
        reason: change.reason ?? undefined,
        by: change.ended_by ?? undefined,
        startsAt: interview.starts_at?.toISOString(),
      });
    }
    return updated;
  });
  return interviewView(app, row);
}

export async function decline(
  app: FastifyInstance,
  user: { id: string },
  interviewId: string,
  input: TInterviewAnswer,
): Promise<TInterview> {
  const { side } = await interviewAccess(app.db, user, interviewId);
  requireSide(side, 'applicant');
  return changeStatus(
    app,
    interviewId,
    ['offered', 'other_times'],
    { status: 'declined', reason: input.reason ?? null, ended_by: 'applicant' },
    'declined',
    INTERVIEW_MESSAGES.notOffered,
  );
}

/** The worker asks for other times: from an offer, or (rescheduling) from a scheduled interview. */
export async function askOtherTimes(
  app: FastifyInstance,
  user: { id: string },
  interviewId: string,
  input: TInterviewAnswer,
): Promise<TInterview> {
  const { side } = await interviewAccess(app.db, user, interviewId);
  requireSide(side, 'applicant');
  return changeStatus(
    app,
    interviewId,
    ['offered', 'scheduled'],
    {
      status: 'other_times',
      reason: input.reason ?? null,
      ended_by: 'applicant',
      starts_at: null,
      minutes: null,
    },
    'other_times',
    INTERVIEW_MESSAGES.notOffered,
  );
}

/**
 * Rescheduling with a reason: the business offers new times (the old invitation is marked
 * rescheduled and a new one offered, under the invitation budget); the worker asks for other
 * times (the held time is let go). The other side is told.
 */
export async function reschedule(
  app: FastifyInstance,
  user: { id: string },
  interviewId: string,
  input: TInterviewReschedule,
): Promise<TInterview> {
  const { interview, application, side } = await interviewAccess(app.db, user, interviewId);
  if (side === 'applicant') {
    return askOtherTimes(app, user, interviewId, { reason: input.reason });
  }
  if (!input.slots)
    throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.slotsMissing, { field: 'slots' });
  if (!['offered', 'scheduled', 'other_times'].includes(interview.status)) {
    throw new AppError('CONFLICT', INTERVIEW_MESSAGES.notScheduled);
  }
  const row = await storeInvitation(
    app,
    user,
    application,
    { slots: input.slots, place: interview.place, with_whom: interview.with_whom, note: interview.note },
    { id: interview.id, reason: input.reason },
  );
  return interviewView(app, row);
}

export async function cancel(
  app: FastifyInstance,
  user: { id: string },
  interviewId: string,
  input: TInterviewCancel,
): Promise<TInterview> {
  const { side } = await interviewAccess(app.db, user, interviewId);
  return changeStatus(
    app,
    interviewId,
    ['offered', 'scheduled', 'other_times'],
    { status: 'cancelled', reason: input.reason, ended_by: side },
    'cancelled',
    INTERVIEW_MESSAGES.notScheduled,
  );
}

/** After the interview's start, the business marks Attended or No-show (and may correct it). */
export async function markOutcome(
  app: FastifyInstance,
  user: { id: string },
  interviewId: string,
  input: TInterviewOutcomeInput,
): Promise<TInterview> {
  const { interview, side } = await interviewAccess(app.db, user, interviewId);
  requireSide(side, 'business');
  if (!interview.starts_at || !['scheduled', 'attended', 'no_show'].includes(interview.status)) {
    throw new AppError('CONFLICT', INTERVIEW_MESSAGES.notScheduled);
  }
  if (interview.starts_at > app.clock()) throw new AppError('CONFLICT', INTERVIEW_MESSAGES.notYet);
  return changeStatus(
    app,
    interviewId,
    ['scheduled', 'attended', 'no_show'],
    { status: input.outcome },
    null,
    INTERVIEW_MESSAGES.notScheduled,
  );
}

/**
 * The calendar file of an interview with a chosen time: for its applicant and the business's
 * owners and managers signed in, or for anyone holding the link's key (the confirmation e-mail's).
 * A wrong key, an interview without a time, or a stranger: the same 404.
 */
export async function calendarFile(
  app: FastifyInstance,
  interviewId: string,
  access: { user: { id: string } } | { key: string },
  language: Locale,
): Promise<string> {
  if ('key' in access) {
    if (!calendarKeyMatches(app.config.jwtSecret, interviewId, access.key))
      throw notFound(INTERVIEW_MESSAGES.notFound);
  } else {
    await interviewAccess(app.db, access.user, interviewId);
  }
  const interview = await repo.findInterview(app.db, interviewId);
  const application = interview && (await repo.applicationFor(app.db, interview.application_id));
  if (!interview?.starts_at || !interview.minutes || !application || !HOLDING.has(interview.status)) {
    throw notFound(INTERVIEW_MESSAGES.notFound);
  }
  return interviewCalendar(
    { ...interview, starts_at: interview.starts_at, minutes: interview.minutes },
    { businessName: application.business_name, jobTitle: application.job_title },
    translatorForLocale(language),
  );
}
