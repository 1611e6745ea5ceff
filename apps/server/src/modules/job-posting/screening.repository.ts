import type { TScreeningQuestion } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { jobs } from '../../db/schema/index.ts';
import { liveJob } from '../jobs/index.ts';

/** SQL only: a job's screening questions (decision 095). */

/** The job's business, whether it is live and its questions; null when there is no such job. */
export async function jobScreening(db: Executor, jobId: string, lock = false) {
  const query = db
    .select({
      business_id: jobs.business_id,
      live: sql<boolean>`${liveJob}`,
      questions: jobs.screening_questions,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

/** Replaces the job's questions. */
export async function saveScreeningQuestions(
  db: Executor,
  jobId: string,
  questions: TScreeningQuestion[],
): Promise<void> {
  await db
    .update(jobs)
    .set({ screening_questions: questions, updated_at: sql`now()` })
    .where(eq(jobs.id, jobId));
}
