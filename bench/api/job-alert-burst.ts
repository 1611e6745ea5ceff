/**
 * The second half of `npm run bench:alerts`: 1,000 jobs going live at once (an admin approving a
 * queue of them in one go), against 10,000 saved searches, on three server processes sharing the
 * bench database. Budget: every matching instant alert claimed and its e-mail in the outbox within
 * 60 s of the approval, each (person, job) exactly once (issue "Holds under pressure").
 *
 *   1. `npm run build` (BENCH_SKIP_BUILD=1 reuses the last build); the bench data must be there.
 *   2. Adds 2,000 people with confirmed addresses and 5 alerts each (alert-population.ts), marks
 *      the jobs already live as matched (a running site has matched them), and starts three
 *      production bundles with workers (JOB_POLL_INTERVAL_SECONDS at its default, 2 s), each
 *      sending e-mail to a local SMTP sink.
 *   3. Approves 1,000 pending jobs in one statement and queues the sweep as the admin route
 *      does; waits until no sweep or match job is left, then prints when the first and the last
 *      claim and e-mail were written, and how long each match job took.
 *   4. Checks exactly once: the claims are exactly the instant (person, job) pairs the app's own
 *      matching statement finds for those jobs; no job is listed twice to a person, and the new
 *      jobs each person's e-mails announce add up to their claims (an e-mail lists 10 and links
 *      the rest); the daily alerts kept every daily pair for their digest.
 *   5. Puts the jobs back to pending, removes the people (their alerts, claims and e-mails go with
 *      them) and the queue's jobs of these names, so a second run starts the same way.
 * Exits 1 with `MISSED:` when the budget or exactly-once is missed.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  emailMessages,
  jobAlertDeliveries,
  jobAlertMatches,
  jobs,
} from '../../apps/server/src/db/schema/index.ts';
import {
  findMatchingAlerts,
  MATCH_BATCH_MAX,
} from '../../apps/server/src/modules/job-alerts/job-alert-matching.repository.ts';
import { liveJob } from '../../apps/server/src/modules/jobs/index.ts';
import { openJobQueue } from '../../apps/server/src/queue/pg-boss-job-queue.ts';
import { startSmtpCapture } from '../../apps/server/src/test/smtp-capture.ts';
import { BENCH_DATABASE_URL, openBenchDatabase } from '../lib/database.ts';
import { machine } from '../lib/report.ts';
import { npmRun, type RunningServer, startBuiltServer } from '../lib/server.ts';
import { addAlertPeople } from './alert-population.ts';

const BURST = 1_000;
const INSTANCES = 3;
const BUDGET_S = 60;
/** Past this the run stops waiting and reports what it has. */
const GIVE_UP_S = 240;
const ALERT_QUEUES = ['job-alerts.sweep', 'job-alerts.match'];
const CLEANED_QUEUES = [...ALERT_QUEUES, 'job-alerts.text', 'email-message'];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** Seconds from `from` to `to` (raw statements answer timestamps as text). */
const secondsAfter = (from: Date | string, to: Date | string | null | undefined) =>
  to ? (new Date(to).getTime() - new Date(from).getTime()) / 1000 : Number.POSITIVE_INFINITY;
const seconds = (from: Date | string, to: Date | string | null | undefined) =>
  to ? `${secondsAfter(from, to).toFixed(1)} s` : '-';

if (process.env.BENCH_SKIP_BUILD !== '1') npmRun('build');
const database = await openBenchDatabase();
const { db } = database;
const missed: string[] = [];
const servers: RunningServer[] = [];
const smtp = await startSmtpCapture();
const queue = await openJobQueue(
  database,
  { runWorkers: false, pollIntervalSeconds: 2, poolMax: 2, stopTimeoutMs: 1000 },
  { error: (...args: unknown[]) => console.error(...args), warn: () => undefined },
);
const population = await addAlertPeople(db, { phonePrefix: '+1207667', confirmedEmail: true });
const addresses = population.phones.map((phone) => `bench${phone.slice(1)}@example.com`);
let burst: string[] = [];

async function cleanUp() {
  for (const server of servers) await server.stop();
  await queue.stop();
  await smtp.close();
  // What the run queued and did not send: its rows go with the people below.
  await db.execute(sql`delete from pgboss.job where name in ${CLEANED_QUEUES}`);
  if (burst.length > 0) {
    await db.update(jobs).set({ status: 'pending' }).where(inArray(jobs.id, burst));
    await db.execute(sql`delete from job_alert_seen_jobs where job_id in ${burst}`);
  }
  await population.remove();
  await database.close();
}

try {
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from jobs`),
  );
  if (total < 200_000)
    throw new Error(`the bench database has ${total} jobs: run \`npm run bench:data\` first`);
  // A running site has matched every job already live; only the burst is new.
  await db.execute(sql`
    insert into job_alert_seen_jobs (job_id) select ${jobs.id} from ${jobs} where ${liveJob}
    on conflict do nothing`);
  burst = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from jobs where status = 'pending' and posted_at <= now()
        and (expires_at is null or expires_at > now() + interval '1 day')
        and id not in (select job_id from job_alert_seen_jobs)
      order by id limit ${BURST}`),
  ).map((row) => row.id);
  if (burst.length < BURST) throw new Error(`only ${burst.length} pending jobs to approve`);

  for (let n = 0; n < INSTANCES; n += 1) {
    // One at a time: the first applies any pending migration, the others find it done.
    servers.push(
      await startBuiltServer({
        DATABASE_URL: BENCH_DATABASE_URL,
        SEED_DEMO_DATA: 'false',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Perks <alerts@perks.example>',
        JOB_WORKERS: 'true',
      }),
    );
  }
  // Until the servers have declared the sweep's queue; then that sweep finds nothing new.
  for (let sent = false; !sent; ) {
    sent = await queue.send('job-alerts.sweep', {}).then(
      () => true,
      () => new Promise((resolve) => setTimeout(() => resolve(false), 200)),
    );
  }
  const pending = async () =>
    rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from pgboss.job where name in ${ALERT_QUEUES} and state in ('created', 'retry', 'active')`,
      ),
    )[0]!.n;
  while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 200));

  // The burst: approved in one statement, then the sweep asked for, as the admin route does.
  await db.update(jobs).set({ status: 'approved' }).where(inArray(jobs.id, burst));
  const [{ at: approvedAt } = { at: new Date() }] = rowsOf<{ at: Date }>(
    await db.execute(sql`select clock_timestamp() as at`),
  );
  await queue.send('job-alerts.sweep', {});
  const started = performance.now();
  while ((await pending()) > 0 && performance.now() - started < GIVE_UP_S * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const waited = (performance.now() - started) / 1000;

  const [claims] = rowsOf<{ n: number; first: Date | null; last: Date | null }>(
    await db.execute(sql`select count(*)::int as n, min(created_at) as first, max(created_at) as last
      from ${jobAlertDeliveries} where ${inArray(jobAlertDeliveries.job_id, burst)}`),
  );
  const [mails] = rowsOf<{ n: number; bytes: number }>(
    await db.execute(sql`select count(*)::int as n,
      coalesce(sum(octet_length(text_body) + octet_length(html_body)), 0)::bigint as bytes
      from ${emailMessages} where ${and(eq(emailMessages.category, 'job-alert'), inArray(emailMessages.to_address, addresses))}`),
  );
  const runs = rowsOf<{
    retries: number;
    state: string;
    jobs: number;
    seconds: number;
    output: unknown;
    completed: string | null;
  }>(
    await db.execute(sql`select state, output, retry_count as retries, jsonb_array_length(data->'jobIds')::int as jobs,
      extract(epoch from completed_on - started_on)::float as seconds, completed_on as completed
      from pgboss.job where name = 'job-alerts.match' and created_on >= ${approvedAt} order by started_on`),
  );

  // What should have gone: the app's own statement on the same jobs, a batch at a time.
  const expectedInstant = new Set<string>();
  const userOfAlert = new Map<string, string>();
  let expectedDaily = 0;
  for (let start = 0; start < burst.length; start += MATCH_BATCH_MAX) {
    for (const match of await findMatchingAlerts(db, burst.slice(start, start + MATCH_BATCH_MAX))) {
      userOfAlert.set(match.id, match.user_id);
      if (match.frequency === 'daily') expectedDaily += 1;
      else expectedInstant.add(`${match.user_id}:${match.job_id}`);
    }
  }
  const claimed = await db
    .select({
      user_id: jobAlertDeliveries.user_id,
      job_id: jobAlertDeliveries.job_id,
      alert_id: jobAlertDeliveries.alert_id,
    })
    .from(jobAlertDeliveries)
    .where(inArray(jobAlertDeliveries.job_id, burst));
  const claimedPairs = new Set(claimed.map((row) => `${row.user_id}:${row.job_id}`));
  const missing = [...expectedInstant].filter((pair) => !claimedPairs.has(pair)).length;
  const extra = [...claimedPairs].filter((pair) => !expectedInstant.has(pair)).length;
  const [kept] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from ${jobAlertMatches} where ${inArray(jobAlertMatches.job_id, burst)}`,
    ),
  );
  // The e-mails: each claimed (person, job) listed in one e-mail at most (an e-mail lists 10 and
  // links the rest), and per person the jobs the e-mails announce add up to the person's claims.
  const userOfAddress = new Map(
    rowsOf<{ id: string; email: string }>(
      await db.execute(sql`select id, email from users where email in ${addresses}`),
    ).map((row) => [row.email, row.id]),
  );
  const listed = new Map<string, number>();
  const announcedTo = new Map<string, number>();
  for (let offset = 0; ; offset += 500) {
    const page = await db
      .select({ to: emailMessages.to_address, subject: emailMessages.subject, text: emailMessages.text_body })
      .from(emailMessages)
      .where(and(eq(emailMessages.category, 'job-alert'), inArray(emailMessages.to_address, addresses)))
      .orderBy(emailMessages.id)
      .limit(500)
      .offset(offset);
    for (const mail of page) {
      const user = userOfAddress.get(mail.to)!;
      const count = Number(/^(\d+) new jobs/.exec(mail.subject)?.[1] ?? 1);
      announcedTo.set(user, (announcedTo.get(user) ?? 0) + count);
      for (const [, job] of mail.text.matchAll(/\/jobs\/([0-9a-f-]{36})/g)) {
        const pair = `${user}:${job}`;
        listed.set(pair, (listed.get(pair) ?? 0) + 1);
      }
    }
    if (page.length < 500) break;
  }
  const claimsOf = new Map<string, number>();
  for (const row of claimed) claimsOf.set(row.user_id, (claimsOf.get(row.user_id) ?? 0) + 1);
  const twice = [...listed.values()].filter((n) => n > 1).length;
  const mailedUnclaimed = [...listed.keys()].filter((pair) => !claimedPairs.has(pair)).length;
  const miscounted = [...new Set([...claimsOf.keys(), ...announcedTo.keys()])].filter(
    (user) => claimsOf.get(user) !== announcedTo.get(user),
  ).length;

  // A batch's claims and e-mails commit together just before its match job completes: the last
  // completion is when the last alert was in the outbox (the rows' own times are their
  // transaction's start).
  const lastCommit =
    runs.length > 0
      ? Math.max(...runs.map((run) => secondsAfter(approvedAt, run.completed)))
      : Number.POSITIVE_INFINITY;
  console.log(`Machine: ${machine()}`);
  console.log(`Date: ${new Date().toISOString()}`);
  console.log(
    `A burst of ${BURST.toLocaleString('en-US')} jobs approved at once, against ${population.alerts.toLocaleString('en-US')} saved searches (${total.toLocaleString('en-US')} jobs), ${INSTANCES} server processes:`,
  );
  console.log(`  queue drained ${waited.toFixed(1)} s after the approval`);
  console.log(
    `  every instant alert claimed and in the outbox ${lastCommit.toFixed(1)} s after the approval (the last batch committed); its transaction started ${seconds(approvedAt, claims?.last)} after it`,
  );
  console.log(`  claims (person, job): ${claims?.n.toLocaleString('en-US')}`);
  console.log(
    `  e-mails queued: ${mails?.n.toLocaleString('en-US')} (${(Number(mails?.bytes ?? 0) / 1e6).toFixed(1)} MB); the SMTP sink had received ${smtp.messages.length} by then`,
  );
  console.log(
    `  match jobs: ${runs.map((run) => `${run.jobs} jobs ${run.state}${run.retries > 0 ? ` on attempt ${run.retries + 1}` : ''}, its last attempt took ${Number(run.seconds ?? Number.NaN).toFixed(1)} s`).join('; ')}`,
  );
  console.log(
    `  exactly once: ${expectedInstant.size.toLocaleString('en-US')} instant (person, job) pairs expected, ${missing} not claimed, ${extra} claimed unexpectedly; ${twice} listed in two e-mails or more, ${mailedUnclaimed} listed without a claim, ${miscounted} people whose e-mails announce other than their claims; daily pairs kept ${kept?.n.toLocaleString('en-US')} of ${expectedDaily.toLocaleString('en-US')}`,
  );
  if (lastCommit > BUDGET_S || waited >= GIVE_UP_S)
    missed.push(`the last alert went ${lastCommit.toFixed(1)} s after the approval (budget ${BUDGET_S} s)`);
  if (missing + extra + twice + mailedUnclaimed + miscounted > 0) missed.push('not exactly once (above)');
  if (kept?.n !== expectedDaily) missed.push('daily matches not all kept');
  for (const run of runs.filter((each) => each.state !== 'completed')) {
    missed.push(`a match job ended ${run.state}: ${JSON.stringify(run.output).slice(0, 500)}`);
  }
  // What the servers logged (pino's JSON lines, at warn): a failed attempt says why here.
  const logged = servers.flatMap((server) =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{')),
  );
  if (logged.length > 0)
    console.log(
      `  server log (${logged.length} lines), first: ${logged.slice(0, 3).join('\n    ').slice(0, 1500)}`,
    );
} finally {
  await cleanUp();
}
if (missed.length > 0) {
  console.log(`MISSED: ${missed.join('; ')}`);
  process.exitCode = 1;
}
