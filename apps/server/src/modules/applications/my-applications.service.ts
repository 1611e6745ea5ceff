import { APPLICATION_MESSAGES, JOB_NOT_FOUND, type TMyApplication } from '@perks/contract';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { stepsByApplication, toMyApplication } from './application-dto.ts';
import {
  applicationsOf,
  byId,
  byJob,
  jobHeader,
  moveApplication,
  stepsOf,
} from './applications.repository.ts';

/** The person's applications matching `where`, each with its history. */
async function readOwn(db: Db, userId: string, where?: SQL): Promise<TMyApplication[]> {
  const rows = await applicationsOf(db, userId, where);
  const steps = stepsByApplication(
    await stepsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => toMyApplication(row, steps.get(row.id)));
}

/** 'My applications': newest first, each with its job's state and history. */
export function myApplications(db: Db, userId: string): Promise<TMyApplication[]> {
  return readOwn(db, userId);
}

/** One of the person's applications; someone else's is as missing as one that never was. */
export async function myApplication(db: Db, userId: string, id: string): Promise<TMyApplication> {
  const [application] = await readOwn(db, userId, byId(id));
  if (!application) throw notFound(APPLICATION_MESSAGES.notFound);
  return application;
}

/** The person's application to a job, or null (the job page's 'Applied' state); 404 for no job. */
export async function myApplicationTo(db: Db, userId: string, jobId: string): Promise<TMyApplication | null> {
  const [application] = await readOwn(db, userId, byJob(jobId));
  if (application) return application;
  if (!(await jobHeader(db, jobId))) throw notFound(JOB_NOT_FOUND);
  return null;
}

/** Withdraws one of the person's applications, for good; a second tap answers it as it is. */
export async function withdraw(db: Db, userId: string, id: string): Promise<TMyApplication> {
  const current = await myApplication(db, userId, id);
  if (current.status === 'withdrawn') return current;
  await db.transaction((tx) => moveApplication(tx, id, { status: 'withdrawn', by: null, message: null }));
  return myApplication(db, userId, id);
}
