import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobAlertDeliveries, jobAlertMatches, jobs } from '../../db/schema/index.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { JOB_ALERT_JOBS } from './alert-jobs.ts';
import { alertDeps, sweepNewlyLiveJobs } from './job-alert-delivery.ts';
import { alertSubscriber, createJobAlert, deliverAlerts } from './job-alert-test-kit.ts';

// Many jobs going live at once (a business approved with its drafts, an admin approving a queue,
// an import): matched in batches, one statement a batch, not one job per queue run; on three
// instances at once every matching person gets each job exactly once.

const JOBS = 60;
const BATCH = 25;
const BATCHES = Math.ceil(JOBS / BATCH);

let t: TestApp;
const others: TestApp[] = [];
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const env = { SMTP_URL: smtp.url, PUBLIC_URL: 'https://perks.example' };
  t = await createTestApp(env);
  // Two more instances on the same database, as three server processes share one PostgreSQL.
  for (let n = 0; n < 2; n += 1) others.push(await createTestApp(env, { database: t.database }));
  await deliverAlerts(t.app); // the demo data's jobs went live before any alert
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t?.close();
  await smtp?.close();
});

/** The job ids in the links of the e-mails sent to `address`, one entry per link. */
const linkedJobs = (address: string) =>
  smtp
    .sentTo(address)
    .flatMap((mail) => [...mail.text.matchAll(/\/jobs\/([0-9a-f-]{36})/g)].map((found) => found[1]!));

/** How many new jobs the e-mails sent to `address` announce, together (an e-mail lists 10 at most). */
const announced = (address: string) =>
  smtp
    .sentTo(address)
    .reduce((sum, mail) => sum + Number(/^(\d+) new jobs/.exec(mail.headers.subject ?? '')?.[1] ?? 1), 0);

/** Checks what `address` was sent: `expected` jobs in all, each once, in at most `mails` e-mails. */
function sentOnce(address: string, expected: readonly string[], mails: number) {
  const linked = linkedJobs(address);
  expect(new Set(linked).size).toBe(linked.length);
  expect(linked.every((id) => expected.includes(id))).toBe(true);
  expect(announced(address)).toBe(expected.length);
  expect(smtp.sentTo(address).length).toBeLessThanOrEqual(mails);
}

describe('a burst of jobs going live', () => {
  it(`is matched in ${BATCHES} batches by one sweep, and each person gets each job once across three instances`, async () => {
    const { db } = t.database;
    const business = await insertBusiness(db);
    const word = 'burstq';
    const wide = await alertSubscriber(t.app, db);
    await createJobAlert(t.app, wide, { word });
    // Two searches of one person that both match the bartenders: each job still once.
    const both = await alertSubscriber(t.app, db);
    await createJobAlert(t.app, both, { word, name: 'Any' });
    await createJobAlert(t.app, both, {
      word,
      name: 'Bar',
      filters: { title_search: word, role_type: 'bartender' },
    });
    const narrow = await alertSubscriber(t.app, db);
    await createJobAlert(t.app, narrow, { word, filters: { title_search: word, role_type: 'bartender' } });
    const daily = await alertSubscriber(t.app, db);
    const digest = await createJobAlert(t.app, daily, { word, frequency: 'daily' });

    // Awaiting approval first, then all approved in one statement: they go live at the same moment.
    const posted = [];
    for (let n = 0; n < JOBS; n += 1) {
      const role = n % 3 === 0 ? 'bartender' : 'server';
      posted.push(
        await insertJob(db, {
          business_id: business.id,
          title: `${role} ${word} ${n}`,
          role_type: role,
          status: 'pending',
        }),
      );
    }
    const ids = posted.map((job) => job.id);
    const bartenders = posted.filter((job) => job.role_type === 'bartender').map((job) => job.id);
    await db.update(jobs).set({ status: 'approved' }).where(inArray(jobs.id, ids));

    // One sweep takes them all, a batch at a time, and queues one match a batch.
    expect(await sweepNewlyLiveJobs(alertDeps(t.app), { batchSize: BATCH })).toBe(JOBS);
    const queued = (await db.execute(
      sql`select count(*)::int as n from pgboss.job where name = ${JOB_ALERT_JOBS.match} and state = 'created'`,
    )) as unknown as { rows: { n: number }[] };
    expect(queued.rows[0]?.n).toBe(BATCHES);

    // Three instances run the queue at once, and again until nothing is left.
    const apps = [t, ...others];
    for (let ran = 1; ran > 0; ) {
      const counts = await Promise.all(apps.map((each) => each.app.jobs.runDueJobs()));
      ran = counts.reduce((sum, n) => sum + n, 0);
    }
    await deliverAlerts(t.app); // a later sweep finds nothing new

    // Every matching job exactly once per person, in at most one e-mail per alert and batch.
    sentOnce(wide.email, ids, BATCHES);
    sentOnce(both.email, ids, 2 * BATCHES);
    sentOnce(narrow.email, bartenders, BATCHES);
    expect(smtp.sentTo(daily.email)).toHaveLength(0);

    const claims = await db
      .select({ user_id: jobAlertDeliveries.user_id, job_id: jobAlertDeliveries.job_id })
      .from(jobAlertDeliveries)
      .where(inArray(jobAlertDeliveries.job_id, ids));
    const claimed = (who: { id: string }) =>
      claims
        .filter((claim) => claim.user_id === who.id)
        .map((claim) => claim.job_id)
        .sort();
    expect(claimed(wide)).toEqual([...ids].sort());
    expect(claimed(both)).toEqual([...ids].sort());
    expect(claimed(narrow)).toEqual([...bartenders].sort());
    expect(claims).toHaveLength(2 * JOBS + bartenders.length);
    // The daily search keeps every one for its digest.
    const kept = await db
      .select({ job_id: jobAlertMatches.job_id })
      .from(jobAlertMatches)
      .where(and(eq(jobAlertMatches.alert_id, digest.id), inArray(jobAlertMatches.job_id, ids)));
    expect(kept).toHaveLength(JOBS);
  });
});
