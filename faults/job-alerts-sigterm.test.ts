import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { emailMessages } from '../apps/server/src/db/schema/index.ts';
import type { JobQueue } from '../apps/server/src/queue/job-queue.ts';
import { openJobQueue } from '../apps/server/src/queue/pg-boss-job-queue.ts';
import { insertBusiness, insertJob } from '../apps/server/src/test/job-fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../apps/server/src/test/smtp-capture.ts';
import type { RunningServer } from '../bench/lib/server.ts';
import { addShuckerSubscribers } from './support/alert-subscribers.ts';
import { createDatabase } from './support/postgres.ts';
import { exitCode, startServer } from './support/server-process.ts';

// Issue 32 / decision 065: three server processes (the production bundle) on one PostgreSQL, each
// sending through its own listener of a real SMTP server in this test, so every message is known
// by the process that sent it. A job posted once is e-mailed once to each matching subscriber,
// also when one process gets SIGTERM while it is in the middle of a send and the batch is not done.

const SUBSCRIBERS = 30;
/** The two other processes' SMTP answers take this long, so the batch is still running at the kill. */
const SLOW_SMTP_MS = 100;
const log = { error: vi.fn(), warn: vi.fn() };

/** An SMTP listener that holds each message unanswered until `release()`: a send caught mid-way. */
async function heldSmtp() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { held: 0 };
  const capture = await startSmtpCapture({
    beforeAccept: async () => {
      state.held += 1;
      await gate;
    },
  });
  return { capture, state, release };
}

describe.skipIf(!inject('postgres'))('job alert e-mail across three processes', () => {
  let created: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  let queue: JobQueue;
  let victimSmtp: Awaited<ReturnType<typeof heldSmtp>>;
  const captures: SmtpCapture[] = [];
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    created = await createDatabase();
    victimSmtp = await heldSmtp();
    captures.push(victimSmtp.capture);
    for (let n = 0; n < 2; n += 1) {
      captures.push(
        await startSmtpCapture({
          beforeAccept: () => new Promise((resolve) => setTimeout(resolve, SLOW_SMTP_MS)),
        }),
      );
    }
    for (const capture of captures) {
      // One at a time: the first migrates the new database, the others find it done.
      servers.push(
        await startServer({
          DATABASE_URL: created.url,
          SEED_DEMO_DATA: 'false',
          SMTP_URL: capture.url,
          MAIL_FROM: 'Perks <alerts@perks.example>',
          PUBLIC_URL: 'https://perks.example',
          JOB_WORKERS: 'true',
          JOB_POLL_INTERVAL_SECONDS: '0.5',
          // No balancer to wait for: the stop starts at once, and its bound leaves the queue
          // (half of it) time to let a running send finish.
          SHUTDOWN_GRACE_MS: '0',
          SHUTDOWN_TIMEOUT_MS: '10000',
        }),
      );
    }
    database = await openDatabase({
      databaseUrl: created.url,
      pgliteDataDir: '',
      poolMax: 4,
      connectionTimeoutMs: 5000,
    });
    // This process only sends (the sweep); the servers run every job.
    queue = await openJobQueue(
      database,
      { runWorkers: false, pollIntervalSeconds: 1, poolMax: 2, stopTimeoutMs: 1000 },
      log,
    );
  });

  afterAll(async () => {
    victimSmtp?.release();
    for (const server of servers) await server.stop();
    await queue?.stop();
    await database?.close();
    for (const capture of captures) await capture.close();
    await created?.drop();
  });

  /** Queue jobs of the alert and e-mail names still waiting or running. */
  async function pendingJobs(): Promise<number> {
    const result = (await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in ('job-alerts.sweep', 'job-alerts.match', 'email-message') and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  it('sends exactly one e-mail per matching subscriber when one process is stopped with SIGTERM mid-batch', async () => {
    const { db } = database;
    const [victim] = servers as [RunningServer, RunningServer, RunningServer];
    const addresses = await addShuckerSubscribers(db, {
      count: SUBSCRIBERS,
      prefix: 'sigterm',
      firstPhone: 8000,
    });
    const business = await insertBusiness(db);
    await insertJob(db, { business_id: business.id, title: 'Oyster Shucker' });
    // What the posting route does after a write: ask for the sweep now, not at the next minute.
    // (Retried until the servers have declared the sweep's queue.)
    await vi.waitFor(() => queue.send('job-alerts.sweep', {}), { timeout: 30_000, interval: 200 });

    // The victim is in the middle of a send (its SMTP server holds the message) and the batch
    // is not done: that is when it is stopped.
    await vi.waitFor(() => expect(victimSmtp.state.held).toBeGreaterThan(0), {
      timeout: 60_000,
      interval: 20,
    });
    const deliveredBeforeKill = captures.reduce((sum, capture) => sum + capture.messages.length, 0);
    expect(deliveredBeforeKill).toBeLessThan(SUBSCRIBERS - 1);
    victim.child.kill('SIGTERM');
    // Its SMTP server answers only once the victim is stopping (its health no longer answers
    // 200): the send it is in the middle of finishes inside the stop, which waits for it.
    const health = () =>
      fetch(`${victim.url}/api/v1/health`).then(
        (res) => res.status,
        () => 0,
      );
    await vi.waitFor(async () => expect(await health()).not.toBe(200), { timeout: 10_000, interval: 20 });
    expect(victim.child.exitCode).toBeNull();
    victimSmtp.release();
    expect(await exitCode(victim)).toBe(0);

    await vi.waitFor(
      async () => {
        expect(await pendingJobs()).toBe(0);
        const rows = await db
          .select({ status: emailMessages.status })
          .from(emailMessages)
          .where(and(inArray(emailMessages.to_address, addresses), eq(emailMessages.category, 'job-alert')));
        expect(rows.map((row) => row.status)).toEqual(Array(SUBSCRIBERS).fill('sent'));
      },
      { timeout: 60_000, interval: 200 },
    );

    const received = captures.flatMap((capture) => capture.messages.flatMap((message) => message.to));
    expect(received.sort()).toEqual([...addresses].sort());
    // The send the signal caught went out, once; the batch went on after the kill, on the other two.
    expect(victimSmtp.capture.messages.length).toBeGreaterThanOrEqual(1);
    const byOthers = captures.slice(1).reduce((sum, capture) => sum + capture.messages.length, 0);
    expect(byOthers).toBeGreaterThan(deliveredBeforeKill);
  });
});
