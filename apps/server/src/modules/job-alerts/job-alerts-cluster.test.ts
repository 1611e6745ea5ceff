import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailMessages, users } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alertDeps, sweepNewlyLiveJobs } from './job-alert-delivery.ts';

// Several instances share work only on PostgreSQL; PGlite serves one connection.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SUBSCRIBERS = 6;

let smtp: SmtpCapture;
let instances: TestApp[] = [];

/** Queue jobs of the alert and e-mail names still waiting or running. */
async function pendingJobs(t: TestApp): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name in ('job-alerts.match', 'email-message') and state in ('created', 'retry', 'active')`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]?.n ?? 0;
}

describe.runIf(onPostgres)('job alerts on three instances', () => {
  beforeAll(async () => {
    // Each message is accepted a little later, so sends are still in flight when an instance stops.
    smtp = await startSmtpCapture({ beforeAccept: () => new Promise((resolve) => setTimeout(resolve, 150)) });
    const env = {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://perks.example',
      JOB_WORKERS: 'true',
      JOB_POLL_INTERVAL_SECONDS: '0.5',
      SHUTDOWN_TIMEOUT_MS: '4000',
    };
    const first = await createTestApp(env);
    instances = [first, await createTestApp(env, first), await createTestApp(env, first)];
  });

  afterAll(async () => {
    // The first owns the database: it closes last.
    for (const t of [...instances].reverse()) await t.close().catch(() => undefined);
    await smtp?.close();
  });

  it('send exactly one e-mail per matching subscriber, also when an instance stops mid-batch', async () => {
    const [owner, stopping, third] = instances as [TestApp, TestApp, TestApp];
    const db = owner.database.db;
    // The demo jobs went live before any alert: let the instances claim and match them first.
    await sweepNewlyLiveJobs(alertDeps(owner.app));
    await vi.waitFor(async () => expect(await pendingJobs(owner)).toBe(0), {
      timeout: 60_000,
      interval: 200,
    });

    const people: (Person & { email: string })[] = [];
    for (let n = 0; n < SUBSCRIBERS; n += 1) {
      const who = await person(owner.app, db);
      const email = `cluster${n}@example.com`;
      await db.update(users).set({ email, email_confirmed_at: new Date() }).where(eq(users.id, who.id));
      const alert = await callAs(owner.app, 'POST', '/user/job-alerts', who, {
        name: 'Cluster',
        filters: { title_search: 'clusterword' },
        frequency: 'instant',
        channels: ['email'],
      });
      expect(alert.statusCode).toBe(201);
      people.push({ ...who, email });
    }
    const business = await insertBusiness(db);
    await insertJob(db, { business_id: business.id, title: 'Server clusterword' });
    // Every instance asks for the sweep at once: the claim lets one of them have the job.
    await Promise.all(instances.map((t) => sweepNewlyLiveJobs(alertDeps(t.app))));

    await vi.waitFor(() => expect(smtp.messages.length).toBeGreaterThan(0), {
      timeout: 30_000,
      interval: 50,
    });
    await stopping.app.close(); // graceful: its running sends finish, the rest go to the others

    const addresses = people.map((who) => who.email);
    await vi.waitFor(
      async () => {
        expect(await pendingJobs(third)).toBe(0);
        const settled = await db
          .select({ status: emailMessages.status })
          .from(emailMessages)
          .where(and(inArray(emailMessages.to_address, addresses), eq(emailMessages.category, 'job-alert')));
        expect(settled.map((row) => row.status)).toEqual(Array(SUBSCRIBERS).fill('sent'));
      },
      { timeout: 60_000, interval: 200 },
    );
    for (const address of addresses) expect(smtp.sentTo(address), address).toHaveLength(1);
  });
});
