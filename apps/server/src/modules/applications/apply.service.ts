import {
  APPLICATION_MESSAGES,
  APPLICATIONS_PER_DAY,
  JOB_NOT_FOUND,
  missingForApplication,
  READINESS_MESSAGES,
  screeningAnswerProblems,
  screeningSnapshot,
  type TApplicationValues,
  type TMyApplication,
} from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { currentScreeningQuestions } from '../job-posting/index.ts';
import {
  applicationsInLastDay,
  insertApplication,
  jobForApplying,
  ownApplicationTo,
} from './applications.repository.ts';
import { myApplication } from './my-applications.service.ts';
import { sharedProfile } from './shared-profile.ts';

export interface Applied {
  application: TMyApplication;
  /** False when the person had already applied: the answer is that application (200, not 201). */
  created: boolean;
}

/** The person's standing application to the job, or a 409 when they withdrew it; null if none. */
async function earlierApplication(db: Executor, jobId: string, userId: string) {
  const earlier = await ownApplicationTo(db, jobId, userId);
  if (earlier?.status === 'withdrawn') throw new AppError('CONFLICT', APPLICATION_MESSAGES.withdrawn);
  return earlier;
}

/**
 * Sends the person's application to a live job (decision 054). A second tap answers the first
 * application; the unique (job, person) index decides which insert wins, and the person's budget
 * lock (decision 050) makes the daily count and the insert one step, so parallel taps at the limit
 * neither exceed it nor refuse a tap that only repeats an application already sent.
 */
export async function apply(
  db: Db,
  userId: string,
  jobId: string,
  values: TApplicationValues,
): Promise<Applied> {
  const job = await jobForApplying(db, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const earlier = await earlierApplication(db, jobId, userId);
  if (earlier) return { application: await myApplication(db, userId, earlier.id), created: false };
  if (!job.live) throw new AppError('CONFLICT', APPLICATION_MESSAGES.notLive);

  const shiftDays = new Set(job.schedule.map((shift) => shift.day));
  if (values.availability.some((day) => !shiftDays.has(day))) {
    throw new AppError('VALIDATION_ERROR', APPLICATION_MESSAGES.availability, { field: 'availability' });
  }
  const questions = (await currentScreeningQuestions(db, jobId)) ?? [];
  const [problem, ...others] = screeningAnswerProblems(questions, values.answers);
  if (problem) {
    throw new AppError('VALIDATION_ERROR', problem.message, {
      field: problem.field,
      details: { problems: [problem, ...others] },
    });
  }
  const profile = await sharedProfile(db, userId);
  const missing = missingForApplication(profile);
  if (!profile || missing.length > 0) {
    throw new AppError('UNPROCESSABLE', APPLICATION_MESSAGES.profileIncomplete, {
      field: missing[0],
      details: { missing: missing.map((field) => ({ field, message: READINESS_MESSAGES[field] })) },
    });
  }

  const id = await withBudget(db, [`applications:user:${userId}`], async (tx) => {
    // Read again under the lock: a parallel tap may have sent it since.
    const sent = await earlierApplication(tx, jobId, userId);
    if (sent) return { id: sent.id, created: false };
    if ((await applicationsInLastDay(tx, userId)) >= APPLICATIONS_PER_DAY) {
      throw new AppError('RATE_LIMITED', APPLICATION_MESSAGES.tooMany, { budget: 'applications_daily' });
    }
    const inserted = await insertApplication(tx, {
      job_id: job.id,
      user_id: userId,
      business_id: job.business_id,
      job_title: job.title,
      business_name: job.business_name,
      note: values.note ?? null,
      availability: values.availability,
      sms_updates: values.sms_updates,
      profile,
      // The questions as they were asked, so a later edit of the job's questions changes nothing here.
      screening: screeningSnapshot(questions, values.answers),
    });
    if (inserted) return { id: inserted, created: true };
    // Only a write around the lock gets here; the unique index kept it to one row.
    const other = await earlierApplication(tx, jobId, userId);
    return { id: other!.id, created: false };
  });
  return { application: await myApplication(db, userId, id.id), created: id.created };
}
