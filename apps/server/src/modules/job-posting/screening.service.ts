import { randomUUID } from 'node:crypto';
import {
  JOB_NOT_FOUND,
  SCREENING_MESSAGES,
  SCREENING_SAVES_PER_HOUR,
  type TScreeningQuestion,
  type TScreeningQuestions,
  type TScreeningQuestionsValues,
} from '@perks/contract';
import type { Db, Executor } from '../../db/client.ts';
import { hourlyAccountBudget, withAccountBudget } from '../../db/request-budget.ts';
import { notFound } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { assertCanManageBusiness, businessAccess } from '../../plugins/business-access.ts';
import type { Actor } from './job-posting.service.ts';
import { jobScreening, saveScreeningQuestions } from './screening.repository.ts';

const SAVES = hourlyAccountBudget(
  'screening-questions',
  'screening_questions_save',
  SCREENING_SAVES_PER_HOUR,
  (wait) => rateLimited(SCREENING_MESSAGES.tooManySaves, wait, 'screening_question_saves'),
);

/**
 * A job's questions: a live job's for anyone signed in (the apply form reads them), any other
 * job's only for those who manage its business; to anyone else that job does not exist.
 */
export async function screeningQuestions(db: Db, actor: Actor, jobId: string): Promise<TScreeningQuestions> {
  const job = await jobScreening(db, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  if (!job.live && !(await businessAccess(db, actor, job.business_id))) throw notFound(JOB_NOT_FOUND);
  return { questions: job.questions };
}

/** The questions a job asks now, for the apply check (null when there is no such job). */
export async function currentScreeningQuestions(
  db: Executor,
  jobId: string,
): Promise<TScreeningQuestion[] | null> {
  return (await jobScreening(db, jobId))?.questions ?? null;
}

/**
 * Replaces a job's questions (decision 095). A question keeps the id it was sent with; a new one
 * gets one here. Applications already sent keep their own copy, so nothing else changes. One of
 * the account's hourly saves is spent in the same transaction, with the job row locked.
 */
export async function replaceScreeningQuestions(
  db: Db,
  actor: Actor,
  jobId: string,
  input: TScreeningQuestionsValues,
): Promise<TScreeningQuestions> {
  return withAccountBudget(db, SAVES, actor.id, async (tx) => {
    const job = await jobScreening(tx, jobId, true);
    if (!job) throw notFound(JOB_NOT_FOUND);
    await assertCanManageBusiness(tx, actor, job.business_id);
    const questions: TScreeningQuestion[] = input.questions.map((question) => ({
      id: question.id ?? randomUUID(),
      kind: question.kind,
      text: question.text,
      required: question.required,
      options: question.kind === 'choice' ? question.options : [],
      needed_answer: question.needed_answer,
    }));
    await saveScreeningQuestions(tx, jobId, questions);
    return { questions };
  });
}
