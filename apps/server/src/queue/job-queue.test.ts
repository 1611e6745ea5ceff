import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import type { JobQueue } from './job-queue.ts';
import { type JobQueueSettings, openJobQueue } from './pg-boss-job-queue.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const log = { error: vi.fn(), warn: vi.fn() };
const settings = (overrides: Partial<JobQueueSettings> = {}): JobQueueSettings => ({
  runWorkers: false,
  pollIntervalSeconds: 0.5,
  poolMax: 2,
  stopTimeoutMs: 2000,
  ...overrides,
});

let test: TestDatabase;
let queue: JobQueue;
const opened: JobQueue[] = [];
/** Another app instance on the same database: a queue of its own (its own pool on PostgreSQL). */
async function instance(overrides: Partial<JobQueueSettings> = {}): Promise<JobQueue> {
  const other = await openJobQueue(test.database, settings(overrides), log);
  opened.push(other);
  return other;
}

let names = 0;
/** Each test its own job name, so no test sees another's jobs. */
function jobName(): string {
  names += 1;
  return `test-job-${names}`;
}

/** A job, sent, whose first attempt fails; the attempts it was run with, in order. */
async function failingOnce(retryDelaySeconds: number) {
  const name = jobName();
  const attempts: number[] = [];
  await queue.register(
    name,
    async (_data, run) => {
      attempts.push(run.attempt);
      if (run.attempt === 0) throw new Error('first attempt fails');
    },
    { retryDelaySeconds },
  );
  await queue.send(name, {});
  return { name, attempts };
}

async function jobStates(name: string): Promise<Record<string, number>> {
  const result = (await test.database.db.execute(
    sql`select state, count(*)::int as n from pgboss.job where name = ${name} group by state`,
  )) as { rows: Array<{ state: string; n: number }> };
  return Object.fromEntries(result.rows.map((row) => [row.state, row.n]));
}

beforeAll(async () => {
  test = await createTestDatabase();
  queue = await instance();
});
afterAll(async () => {
  for (const each of opened) await each.stop();
  await test.cleanup();
});

describe('job queue', () => {
  it('runs a sent job once with its data', async () => {
    const name = jobName();
    const seen: unknown[] = [];
    await queue.register<{ n: number }>(name, async (data, run) => void seen.push([data.n, run.attempt]));
    await queue.send(name, { n: 7 });
    expect(await queue.runDueJobs()).toBe(1);
    expect(await queue.runDueJobs()).toBe(0);
    expect(seen).toEqual([[7, 0]]);
    expect(await jobStates(name)).toEqual({ completed: 1 });
  });

  it("hands the handler a job's data without the trace context a tracing sender stored in it", async () => {
    const name = jobName();
    const seen: unknown[] = [];
    await queue.register<{ n: number }>(name, async (data) => void seen.push(data));
    // As an instance with OTEL_EXPORTER_OTLP_ENDPOINT set stores it (decision 092).
    await queue.send(name, {
      n: 3,
      _sentFrom: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
    });
    expect(await queue.runDueJobs()).toBe(1);
    expect(seen).toEqual([{ n: 3 }]);
  });

  it('keeps a delayed job until its start time', async () => {
    const name = jobName();
    const handler = vi.fn(async () => undefined);
    await queue.register(name, handler);
    await queue.send(name, {}, { startAfter: new Date(Date.now() + 3_600_000) });
    expect(await queue.runDueJobs()).toBe(0);
    expect(handler).not.toHaveBeenCalled();
    expect(await jobStates(name)).toEqual({ created: 1 });
    // As if the hour had passed (the test clock of the handlers, not of the queue).
    expect(await queue.runDueJobs({ includeDelayed: true })).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('retries a job whose handler throws, then completes it', async () => {
    const { name, attempts } = await failingOnce(0);
    expect(await queue.runDueJobs()).toBe(2);
    expect(attempts).toEqual([0, 1]);
    expect(await jobStates(name)).toEqual({ completed: 1 });
  });

  it('keeps a failed job until its retry time, unless delayed jobs are asked for', async () => {
    const { name, attempts } = await failingOnce(3600);
    expect(await queue.runDueJobs()).toBe(1);
    expect(await jobStates(name)).toEqual({ retry: 1 });
    expect(await queue.runDueJobs()).toBe(0);
    expect(attempts).toEqual([0]);
    // As if the hour had passed.
    expect(await queue.runDueJobs({ includeDelayed: true })).toBe(1);
    expect(attempts).toEqual([0, 1]);
    expect(await jobStates(name)).toEqual({ completed: 1 });
  });

  it('gives up after the retry limit and keeps the job as failed', async () => {
    const name = jobName();
    const handler = vi.fn(async () => Promise.reject(new Error('always')));
    await queue.register(name, handler, { retryLimit: 1, retryDelaySeconds: 0 });
    await queue.send(name, {});
    await queue.runDueJobs();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(await jobStates(name)).toEqual({ failed: 1 });
  });

  it('drops a second job with a dedupe key still waiting, and takes it again once done', async () => {
    const name = jobName();
    const handler = vi.fn(async () => undefined);
    await queue.register(name, handler, { dedupe: true });
    expect(await queue.send(name, {}, { dedupeKey: 'k' })).toEqual(expect.any(String));
    expect(await queue.send(name, {}, { dedupeKey: 'k' })).toBeNull();
    expect(await queue.send(name, {}, { dedupeKey: 'other' })).toEqual(expect.any(String));
    await expect(queue.send(name, {})).rejects.toThrow(/dedupeKey/);
    expect(await queue.runDueJobs()).toBe(2);
    expect(await queue.send(name, {}, { dedupeKey: 'k' })).toEqual(expect.any(String));
    expect(await queue.runDueJobs()).toBe(1);
  });

  it('stores a job sent in a transaction only if the transaction commits', async () => {
    const name = jobName();
    await queue.register(name, async () => undefined);
    await test.database.db.transaction(async (tx) => {
      await queue.send(name, { kept: true }, { tx });
    });
    await expect(
      test.database.db.transaction(async (tx) => {
        await queue.send(name, { kept: false }, { tx });
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await jobStates(name)).toEqual({ created: 1 });
    expect(await queue.runDueJobs()).toBe(1);
  });

  it('hands back a job whose instance stops mid-run; another instance runs it once', async () => {
    const name = jobName();
    let release = (): void => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const finished: string[] = [];
    const stopping = await instance({ runWorkers: true, stopTimeoutMs: 200 });
    await stopping.register(
      name,
      async (_data, run) => {
        if (run.attempt === 0) await stuck; // still running when its instance stops
        finished.push(`attempt ${run.attempt}`);
      },
      { retryDelaySeconds: 0 },
    );
    await queue.register(name, async (_data, run) => void finished.push(`attempt ${run.attempt} elsewhere`), {
      retryDelaySeconds: 0,
    });
    await queue.send(name, {});
    await vi.waitFor(async () => expect(await jobStates(name)).toEqual({ active: 1 }), { timeout: 10_000 });

    await stopping.stop(); // past its stop timeout the job goes back to be retried
    expect(await jobStates(name)).toEqual({ retry: 1 });
    expect(await queue.runDueJobs()).toBe(1);
    release(); // the abandoned attempt ends after its instance gave it up: it settles nothing
    expect(finished).toContain('attempt 1 elsewhere');
    expect(await jobStates(name)).toEqual({ completed: 1 });
  });

  it('with a set expiry, counts a run that outlives it as lost and runs it again elsewhere', async () => {
    const name = jobName();
    const short = { expireInSeconds: 2, retryDelaySeconds: 0 };
    const finished: string[] = [];
    // A run that never ends, as on an instance killed under it: only its expiry hands it back.
    const lost = await instance({ runWorkers: true, ...short });
    await lost.register(name, () => new Promise<void>(() => undefined));
    const other = await instance(short);
    await other.register(name, async (_data, run) => void finished.push(`attempt ${run.attempt} elsewhere`));
    await other.send(name, {});
    await vi.waitFor(async () => expect(await jobStates(name)).toEqual({ active: 1 }), { timeout: 10_000 });

    await vi.waitFor(async () => expect(await jobStates(name)).toEqual({ retry: 1 }), {
      timeout: 10_000,
      interval: 100,
    });
    expect(await other.runDueJobs()).toBe(1);
    expect(finished).toEqual(['attempt 1 elsewhere']);
    expect(await jobStates(name)).toEqual({ completed: 1 });
  });

  // PGlite runs one statement at a time, so only PostgreSQL can show claims racing.
  it.runIf(onPostgres)('three instances draining at once run every job exactly once', async () => {
    const name = jobName();
    const runs: number[] = [];
    const instances = [queue, await instance(), await instance()];
    for (const each of instances)
      await each.register<{ n: number }>(name, async (data) => void runs.push(data.n));
    for (let n = 0; n < 90; n += 1) await queue.send(name, { n });
    const counts = await Promise.all(instances.map((each) => each.runDueJobs()));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(90);
    expect(runs.toSorted((a, b) => a - b)).toEqual([...Array(90).keys()]);
  });

  it.runIf(onPostgres)('workers on three instances share jobs, none run twice', async () => {
    const name = jobName();
    const runs: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const worker = await instance({ runWorkers: true });
      await worker.register<{ n: number }>(name, async (data) => void runs.push(data.n));
    }
    for (let n = 0; n < 12; n += 1) await queue.send(name, { n });
    await vi.waitFor(async () => expect(await jobStates(name)).toEqual({ completed: 12 }), {
      timeout: 20_000,
      interval: 100,
    });
    expect(runs.toSorted((a, b) => a - b)).toEqual([...Array(12).keys()]);
  });
});
