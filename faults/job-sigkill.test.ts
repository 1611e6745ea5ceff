import { once } from 'node:events';
import { QUIET_HOURS } from '@perks/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { emailMessages, textMessages } from '../apps/server/src/db/schema/index.ts';
import { startEmailOutbox } from '../apps/server/src/modules/mail/email-outbox.ts';
import { startTextOutbox } from '../apps/server/src/modules/notifications/text-outbox.service.ts';
import type { JobQueue } from '../apps/server/src/queue/job-queue.ts';
import { openJobQueue } from '../apps/server/src/queue/pg-boss-job-queue.ts';
import { insertBusiness, insertJob } from '../apps/server/src/test/job-fixtures.ts';
import { type SmsCapture, startSmsCapture } from '../apps/server/src/test/sms-capture.ts';
import { type SmtpCapture, startSmtpCapture } from '../apps/server/src/test/smtp-capture.ts';
import type { RunningServer } from '../bench/lib/server.ts';
import { addShuckerSubscribers } from './support/alert-subscribers.ts';
import { createDatabase } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';

// Decisions 055 and 058: a job whose process is killed outright (SIGKILL: no drain, no hand-back)
// stays 'active' until its expiry, then runs again on a process still alive. Three server
// processes (the production bundle) on one PostgreSQL are killed in turn, each in the middle of
// one job: a text held at its SMS gateway, an e-mail held at its SMTP server, a job-alert sweep
// held on a table lock. A fourth process is then started. What the outboxes promise is at most
// once: a text or e-mail caught mid-send may have gone, so its retry records it failed, never
// sends it again. The sweep sends nothing itself, so its retry does the whole work: each matching
// subscriber is e-mailed once.

/** JOB_EXPIRE_SECONDS here: a killed process's job comes back in seconds, not minutes. */
const EXPIRE_SECONDS = 4;
const SUBSCRIBERS = 3;
const log = { error: vi.fn(), warn: vi.fn() };
const SHIFTED_CLOCK = new URL('./support/shifted-clock.mjs', import.meta.url).href;

/**
 * How far the servers' clock is set so that it reads about noon in Portland: texts wait out the
 * quiet hours (21:00 to 08:00 there), and this test must send one whenever it runs.
 */
function offsetToPortlandNoon(now: Date): number {
  const hour = Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: QUIET_HOURS.timeZone,
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(now),
  );
  return (12 - hour) * 3_600_000;
}
const CLOCK_OFFSET_MS = offsetToPortlandNoon(new Date());

/** A gate a fake server waits at before it answers: a send caught mid-way until `release()`. */
function heldGate() {
  let release = () => {};
  const open = new Promise<void>((resolve) => {
    release = resolve;
  });
  const gate = {
    held: 0,
    hold: async () => {
      gate.held += 1;
      await open;
    },
    release: () => release(),
  };
  return gate;
}

/** A server process with its own SMS gateway and SMTP server, which hold every send until released. */
interface Instance {
  server: RunningServer;
  sms: SmsCapture;
  smtp: SmtpCapture;
  smsGate: ReturnType<typeof heldGate>;
  smtpGate: ReturnType<typeof heldGate>;
}

describe.skipIf(!inject('postgres'))('jobs of a process killed with SIGKILL', () => {
  let created: Awaited<ReturnType<typeof createDatabase>>;
  let database: Database;
  let queue: JobQueue;
  const instances: Instance[] = [];

  async function startInstance(held: boolean): Promise<Instance> {
    const smsGate = heldGate();
    const smtpGate = heldGate();
    if (!held) {
      smsGate.release();
      smtpGate.release();
    }
    const sms = await startSmsCapture({ beforeAnswer: smsGate.hold });
    const smtp = await startSmtpCapture({ beforeAccept: smtpGate.hold });
    const server = await startServer(
      {
        DATABASE_URL: created.url,
        SEED_DEMO_DATA: 'false',
        SMS_HTTP_URL: sms.url,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Perks <alerts@perks.example>',
        PUBLIC_URL: 'https://perks.example',
        JOB_WORKERS: 'true',
        JOB_POLL_INTERVAL_SECONDS: '0.5',
        JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
        JOB_RETRY_DELAY_SECONDS: '0',
        CLOCK_OFFSET_MS: String(CLOCK_OFFSET_MS),
      },
      { nodeArgs: ['--import', SHIFTED_CLOCK] },
    );
    const instance = { server, sms, smtp, smsGate, smtpGate };
    instances.push(instance);
    return instance;
  }

  /** SIGKILL: the process ends where it is, its connections closed by the kernel. Answers when. */
  async function kill(instance: Instance): Promise<number> {
    const { child } = instance.server;
    const exited = once(child, 'exit');
    const at = Date.now();
    child.kill('SIGKILL');
    await exited;
    expect(child.signalCode).toBe('SIGKILL');
    return at;
  }

  const alive = () =>
    instances.filter((each) => each.server.child.exitCode === null && !each.server.child.signalCode);

  beforeAll(async () => {
    created = await createDatabase();
    // The first migrates the new database; the other two find it done.
    await startInstance(true);
    await Promise.all([startInstance(true), startInstance(true)]);
    database = await openDatabase({
      databaseUrl: created.url,
      pgliteDataDir: '',
      poolMax: 4,
      connectionTimeoutMs: 5000,
    });
    // This process only queues (as a feature would); the servers run every job. It declares the
    // same expiry and delay, or its declaration would put the names' own back on the queues.
    queue = await openJobQueue(
      database,
      {
        runWorkers: false,
        pollIntervalSeconds: 1,
        poolMax: 2,
        stopTimeoutMs: 1000,
        expireInSeconds: EXPIRE_SECONDS,
        retryDelaySeconds: 0,
      },
      log,
    );
  });

  afterAll(async () => {
    for (const instance of instances) {
      instance.smsGate.release();
      instance.smtpGate.release();
    }
    for (const instance of instances) await instance.server.stop();
    await queue?.stop();
    await database?.close();
    for (const instance of instances) {
      await instance.sms.close();
      await instance.smtp.close();
    }
    await created?.drop();
  });

  /** The queue's jobs of a name carrying this data: state, retries, when its run started and ended. */
  async function jobsOf(name: string, data: Record<string, string>) {
    return jobRows(sql`name = ${name} and data @> ${JSON.stringify(data)}::jsonb`);
  }

  async function jobById(id: string) {
    return jobRows(sql`id = ${id}`);
  }

  async function jobRows(where: SQL) {
    const result = (await database.db.execute(
      sql`select state, retry_count, (extract(epoch from started_on) * 1000)::float8 as started_ms, (extract(epoch from completed_on) * 1000)::float8 as completed_ms from pgboss.job where ${where}`,
    )) as unknown as {
      rows: { state: string; retry_count: number; started_ms: number | null; completed_ms: number | null }[];
    };
    return result.rows;
  }

  it('runs each killed job again after its expiry: a text and an e-mail never sent twice, a sweep done once', async () => {
    const { db } = database;
    const sender = { name: 'unused', send: () => Promise.reject(new Error('the servers send')) };
    const texts = startTextOutbox({
      db,
      jobs: queue,
      sms: sender,
      config: { SMS_ALLOWED_COUNTRIES: ['US', 'CA'], SMS_MAX_PER_HOUR: 300 },
      log,
      now: () => new Date(Date.now() + CLOCK_OFFSET_MS),
    });
    const mail = startEmailOutbox(
      db,
      queue,
      { name: 'unused', send: sender.send, close: () => undefined },
      log,
    );

    // 1. A text: whichever process takes it is killed while its gateway holds the request.
    const phone = '+12075559301';
    const text = await texts.queueText({
      to: { phone },
      body: "Your application for Oyster Shucker at Salt Pine Social is now 'Interview'.",
      category: 'application-status',
      dedupeKey: 'sigkill:text',
    });
    expect(text.status).toBe('queued');
    await vi.waitFor(() => expect(instances.some((each) => each.smsGate.held > 0)).toBe(true), {
      timeout: 20_000,
      interval: 20,
    });
    const textVictim = instances.find((each) => each.smsGate.held > 0)!;
    const textKilledAt = await kill(textVictim);
    const [textRun] = await jobsOf('text-message', { textId: text.id });
    expect(textRun).toMatchObject({ state: 'active', retry_count: 0 });
    const [textRow] = await db.select().from(textMessages).where(eq(textMessages.id, text.id));
    expect(textRow?.status).toBe('sending');
    // The gateway takes the text after its sender died: the case at most once is for.
    textVictim.smsGate.release();

    // 2. An e-mail: one of the two left takes it and is killed while its SMTP server holds it.
    const address = 'sigkill@example.com';
    await mail.declared;
    await db.transaction((tx) =>
      mail.queue(tx, {
        userId: null,
        to: address,
        subject: 'Confirm your e-mail address',
        text: 'Confirm: https://perks.example/confirm',
        html: '<p>Confirm</p>',
        category: 'alert-email-confirmation',
        dedupeKey: 'sigkill:email',
      }),
    );
    await vi.waitFor(() => expect(instances.some((each) => each.smtpGate.held > 0)).toBe(true), {
      timeout: 20_000,
      interval: 20,
    });
    const mailVictim = instances.find((each) => each.smtpGate.held > 0)!;
    const mailKilledAt = await kill(mailVictim);
    const [emailRow] = await db.select().from(emailMessages).where(eq(emailMessages.to_address, address));
    expect(emailRow?.status).toBe('sending');
    const [mailRun] = await jobsOf('email-message', { emailId: emailRow!.id });
    expect(mailRun).toMatchObject({ state: 'active', retry_count: 0 });
    mailVictim.smtpGate.release();

    // 3. A job-alert sweep: the last process takes it and is killed while this test holds a lock
    // its claim waits for (as a slow database would), its transaction open.
    const [sweepVictim, ...others] = alive();
    expect(others).toEqual([]);
    const addresses = await addShuckerSubscribers(db, {
      count: SUBSCRIBERS,
      prefix: 'sigkill',
      firstPhone: 9400,
    });
    let unlock = () => {};
    const unlocked = new Promise<void>((resolve) => {
      unlock = resolve;
    });
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const holding = db.transaction(async (tx) => {
      // Reads go on; the sweep's claim (an insert) waits.
      await tx.execute(sql`lock table job_alert_seen_jobs in share mode`);
      locked();
      await unlocked;
    });
    await isLocked;
    const business = await insertBusiness(db);
    await insertJob(db, { business_id: business.id, title: 'Oyster Shucker' });
    await queue.send('job-alerts.sweep', {});
    const sweepId = await vi.waitFor(
      async () => {
        const waiting = (await db.execute(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike '%job_alert_seen_jobs%'`,
        )) as unknown as { rows: { n: number }[] };
        expect(waiting.rows[0]?.n).toBe(1);
        const active = (await db.execute(
          sql`select id from pgboss.job where name = 'job-alerts.sweep' and state = 'active'`,
        )) as unknown as { rows: { id: string }[] };
        expect(active.rows).toHaveLength(1);
        return active.rows[0]!.id;
      },
      { timeout: 20_000, interval: 20 },
    );
    const sweepKilledAt = await kill(sweepVictim!);
    unlock();
    await holding;
    const [sweepRun] = await jobById(sweepId);
    expect(sweepRun).toMatchObject({ state: 'active', retry_count: 0 });

    // 4. Every process that took a job is dead; one is started. Each killed job runs again once
    // its expiry has passed.
    const survivor = await startInstance(false);
    const done = {
      state: 'completed',
      retry_count: expect.any(Number),
      started_ms: expect.any(Number),
      completed_ms: expect.any(Number),
    };
    const [sweepJob, textJob, mailJob] = await vi.waitFor(
      async () => {
        const jobs = [
          await jobById(sweepId),
          await jobsOf('text-message', { textId: text.id }),
          await jobsOf('email-message', { emailId: emailRow!.id }),
        ];
        expect(jobs).toEqual([[done], [done], [done]]);
        const alerts = await db
          .select({ status: emailMessages.status })
          .from(emailMessages)
          .where(and(inArray(emailMessages.to_address, addresses), eq(emailMessages.category, 'job-alert')));
        expect(alerts.map((row) => row.status)).toEqual(Array(SUBSCRIBERS).fill('sent'));
        return jobs.map(([job]) => job!);
      },
      { timeout: 30_000, interval: 200 },
    );

    // Each ran again (a retry), and not before its expiry counted from the run that was killed: a
    // run that may still be going is never doubled.
    const runs = [
      { what: 'text', first: textRun!, again: textJob!, killedAt: textKilledAt },
      { what: 'e-mail', first: mailRun!, again: mailJob!, killedAt: mailKilledAt },
      { what: 'sweep', first: sweepRun!, again: sweepJob!, killedAt: sweepKilledAt },
    ];
    const seconds = (from: number, to: number | null) => (((to ?? 0) - from) / 1000).toFixed(1);
    console.log(
      `SIGKILL, expiry ${EXPIRE_SECONDS} s: ${runs.map((run) => `${run.what} killed ${seconds(run.first.started_ms!, run.killedAt)} s into its run, run again ${seconds(run.killedAt, run.again.completed_ms)} s after`).join('; ')}`,
    );
    for (const run of runs) {
      expect(run.again.retry_count).toBeGreaterThanOrEqual(1);
      expect(run.again.completed_ms! - run.first.started_ms!).toBeGreaterThanOrEqual(EXPIRE_SECONDS * 1000);
    }

    // The text and the e-mail: recorded failed by the run after the expiry, and never sent again.
    const [textAfter] = await db.select().from(textMessages).where(eq(textMessages.id, text.id));
    expect(textAfter).toMatchObject({ status: 'failed', reason: 'interrupted', attempts: 1, sent_at: null });
    const [emailAfter] = await db.select().from(emailMessages).where(eq(emailMessages.id, emailRow!.id));
    expect(emailAfter).toMatchObject({ status: 'failed', attempts: 1, sent_at: null });
    expect(instances.flatMap((each) => each.sms.sentTo(phone))).toHaveLength(1);
    expect(instances.flatMap((each) => each.smtp.sentTo(address))).toHaveLength(1);

    // The sweep: every subscriber e-mailed once, by the process started after the kills.
    const received = instances.flatMap((each) => each.smtp.messages.flatMap((message) => message.to));
    expect(received.filter((to) => addresses.includes(to)).sort()).toEqual([...addresses].sort());
    expect(survivor.smtp.messages.flatMap((message) => message.to).sort()).toEqual([...addresses].sort());
  });
});
