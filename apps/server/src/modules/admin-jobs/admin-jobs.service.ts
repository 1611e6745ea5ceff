import { JOB_NOT_FOUND, type TJob, type TModerationInput } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { type Actor, auditJobWrite, findAnyJob, lockJob } from '../job-posting/index.ts';
import { deleteJobRow, setJobStatus } from './admin-jobs.repository.ts';

/**
 * Moderation in one click (decision 040): approve puts the job on the public board at once (if its
 * dates make it live), close takes it off. Audited with the status it had before. The row is
 * locked before 'before' is read (as an owner's edit locks it), so an edit committing meanwhile is
 * read as it is and never recorded as the admin's change.
 */
export async function moderateJob(db: Db, actor: Actor, id: string, input: TModerationInput): Promise<TJob> {
  return db.transaction(async (tx) => {
    if (!(await lockJob(tx, id))) throw notFound(JOB_NOT_FOUND);
    const before = (await findAnyJob(tx, id))!;
    await setJobStatus(tx, id, input.status);
    const after = (await findAnyJob(tx, id))!;
    await auditJobWrite(tx, actor, 'job.status', id, before, after);
    return after;
  });
}

/** Deletes a job, with its audit row in the same transaction. */
export async function deleteJob(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockJob(tx, id))) throw notFound(JOB_NOT_FOUND);
    const before = (await findAnyJob(tx, id))!;
    if (!(await deleteJobRow(tx, id))) throw notFound(JOB_NOT_FOUND);
    await auditJobWrite(tx, actor, 'job.delete', id, before, null);
  });
}
