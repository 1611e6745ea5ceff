import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import type { EmailOutbox } from '../mail/index.ts';
import type { TextOutbox } from '../notifications/index.ts';

/** The job alerts' work on the shared queue (decision 058). */
export const JOB_ALERT_JOBS = {
  /** Every minute (and when asked): claims jobs that went live since the last sweep, queues their matching by batch. */
  sweep: 'job-alerts.sweep',
  /** A batch of newly live jobs against every alert: instant alerts sent, daily ones kept for the digest. */
  match: 'job-alerts.match',
  /** Every minute: sends the daily digests whose Portland time has come. */
  digest: 'job-alerts.digest',
  /** One alert's text into the text outbox, queued in the transaction that claimed its jobs. */
  text: 'job-alerts.text',
} as const;

/** The text job's data: the finished text for one person. */
export interface AlertText {
  userId: string;
  dedupeKey: string;
  body: string;
}

/** Per queue: the text job's declaration, awaited before a transaction sends one (PGlite has one connection). */
export const textJobDeclared = new WeakMap<JobQueue, Promise<void>>();

/** What the alert jobs run with (the app's, or a test's). */
export interface AlertDeps {
  db: Db;
  jobs: JobQueue;
  email: EmailOutbox;
  texts: TextOutbox;
  config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT' | 'jwtSecret'>;
}
