import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type DrizzleTransactionLike, fromDrizzle, type Job, type PgBoss } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { isDatabaseUnavailable } from '../db/database-unavailable.ts';
import { logThrottle } from '../lib/log-throttle.ts';
import { activeTracing } from '../tracing/job-tracing.ts';
import type { JobDefinition, JobHandler, JobQueue, SendOptions } from './job-queue.ts';
import { queueBoss } from './queue-connection.ts';

export interface JobQueueSettings {
  /** This instance claims and runs jobs and fires schedules; without it, it only sends (JOB_WORKERS). */
  runWorkers: boolean;
  /** How often an idle worker looks for due jobs (JOB_POLL_INTERVAL_SECONDS). */
  pollIntervalSeconds: number;
  /** PostgreSQL only: the queue's own pool (JOB_POOL_MAX). */
  poolMax: number;
  /** On stop, how long running handlers may take before their jobs are handed back for a retry. */
  stopTimeoutMs: number;
  /**
   * Replaces every job name's own expiry (JOB_EXPIRE_SECONDS): a run this old counts as lost and
   * is retried. Unset in production, where each name keeps its own.
   */
  expireInSeconds?: number | undefined;
  /** Replaces every job name's own delay between attempts (JOB_RETRY_DELAY_SECONDS). */
  retryDelaySeconds?: number | undefined;
}

/**
 * The key a job's data carries the trace context of its sender under, when tracing is on
 * (docs/decisions/092-traces.md); taken out again before the handler sees the data.
 */
const SENT_FROM = '_sentFrom';

/** More than any test sends: past it a handler is re-sending its own job for ever. */
const MAX_RUNS = 1000;

const DEFAULTS = { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 300 } satisfies JobDefinition;
/** pg-boss's own pace for its checks, expired runs among them (its default). */
const CHECK_INTERVAL_SECONDS = 60;

/**
 * How often the workers look for runs past their expiry: pg-boss's minute, or more often when a
 * shorter expiry is set, so a lost run comes back within about half its expiry after it.
 */
function checkIntervalSeconds(expireInSeconds: number | undefined): number {
  if (expireInSeconds === undefined) return CHECK_INTERVAL_SECONDS;
  return Math.max(1, Math.min(CHECK_INTERVAL_SECONDS, Math.floor(expireInSeconds / 2)));
}

/** Starts the queue on the app's database; its tables must exist (runMigrations installs them). */
export async function openJobQueue(
  database: Database,
  settings: JobQueueSettings,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Promise<JobQueue> {
  const boss = queueBoss(database.connection, {
    max: settings.poolMax,
    migrate: false,
    // Maintenance (expiring runs whose instance died, retention) and cron belong with the workers.
    supervise: settings.runWorkers,
    schedule: settings.runWorkers,
    registerInstance: false,
    superviseIntervalSeconds: checkIntervalSeconds(settings.expireInSeconds),
    monitorIntervalSeconds: checkIntervalSeconds(settings.expireInSeconds),
    // The waiting counts the workers' bursts read (below): as fresh as a poll, not pg-boss's minute.
    queueCacheIntervalSeconds: Math.max(1, Math.ceil(settings.pollIntervalSeconds)),
  });
  // The queue polls every second or so: while the database is out, each poll fails the same way,
  // so that is said once a second with the count held back, as requests say it (decision 022).
  const throttle = logThrottle();
  boss.on('error', (error) => {
    if (!isDatabaseUnavailable(error)) return log.error({ err: error }, 'job queue error');
    const suppressed = throttle.admit('database unavailable');
    if (suppressed !== undefined) log.error({ err: error, suppressed }, 'job queue: database unavailable');
  });
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  // Not awaited: an app built while its database is down still starts and answers 503 (decision
  // 051); registering, sending and running jobs wait for the queue instead, and fail if it could not.
  const started = boss.start().then(() => undefined);
  // A warning, once: the database's own outage is what the error log reports (decision 051).
  started.catch((error) =>
    log.warn({ err: error }, 'job queue did not start: this instance runs no jobs until it is restarted'),
  );
  return new PgBossJobQueue(boss, settings, started);
}

class PgBossJobQueue implements JobQueue {
  private readonly handlers = new Map<string, JobHandler<object>>();
  private readonly dedupeQueues = new Set<string>();
  /** Per job name: its queue declared (and its worker started) once the queue has started. */
  private readonly declared = new Map<string, Promise<void>>();

  constructor(
    private readonly boss: PgBoss,
    private readonly settings: JobQueueSettings,
    private readonly started: Promise<void>,
  ) {}

  register<T extends object>(name: string, handler: JobHandler<T>, definition: JobDefinition = {}) {
    if (this.handlers.has(name)) return Promise.reject(new Error(`job "${name}" is registered twice`));
    this.handlers.set(name, handler as JobHandler<object>);
    if (definition.dedupe) this.dedupeQueues.add(name);
    const declared = this.started.then(() => this.declare(name, handler, definition));
    this.declared.set(name, declared);
    return declared;
  }

  private async declare<T extends object>(name: string, handler: JobHandler<T>, definition: JobDefinition) {
    const { retryLimit, retryDelaySeconds, expireInSeconds } = {
      ...DEFAULTS,
      ...definition,
      ...this.overrides(),
    };
    const options = { retryLimit, retryDelay: retryDelaySeconds, expireInSeconds };
    // 'exclusive': one waiting-or-running job per singleton key, enforced by a unique index.
    const policy = definition.dedupe ? 'exclusive' : 'standard';
    const existing = await this.boss.getQueue(name);
    if (!existing) await this.boss.createQueue(name, { ...options, policy });
    else await this.boss.updateQueue(name, options);
    if (!this.settings.runWorkers) return;
    await this.boss.work<T>(
      name,
      {
        pollingIntervalSeconds: this.settings.pollIntervalSeconds,
        batchSize: 1,
        // While a queue has more than one job waiting (pg-boss's least), a worker that found one
        // looks again at once instead of a poll later: a burst (an import's alerts, their e-mails)
        // drains at the pace of the work, not one job per poll. A fetch that finds none polls again.
        burstWhenReadyExceeds: 1,
      },
      async (jobs) => {
        for (const job of jobs) await runJob(name, handler as JobHandler<object>, job, true);
      },
    );
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}) {
    if (this.dedupeQueues.has(name) && !options.dedupeKey) {
      throw new Error(`job "${name}" dedupes by key: send it with a dedupeKey`);
    }
    await this.whenDeclared(name);
    const sentFrom = activeTracing()?.currentContext();
    return this.boss.send(name, sentFrom ? { ...data, [SENT_FROM]: sentFrom } : data, {
      // Both engines' Drizzle `execute` answers `{ rows }`, which is all the adapter reads.
      ...(options.tx ? { db: fromDrizzle(options.tx as unknown as DrizzleTransactionLike, sql) } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      ...(options.dedupeKey ? { singletonKey: options.dedupeKey } : {}),
    });
  }

  async schedule(name: string, cron: string, { timeZone, data }: { timeZone: string; data?: object }) {
    await this.whenDeclared(name);
    await this.boss.schedule(name, cron, data ?? null, { tz: timeZone });
  }

  async stop() {
    if (
      !(await this.started.then(
        () => true,
        () => false,
      ))
    )
      return; // never started: nothing runs
    await this.boss.stop({ graceful: true, timeout: this.settings.stopTimeoutMs, close: true });
  }

  /** The settings that replace every name's own expiry and retry delay, where set. */
  private overrides(): JobDefinition {
    const { expireInSeconds, retryDelaySeconds } = this.settings;
    return {
      ...(expireInSeconds === undefined ? {} : { expireInSeconds }),
      ...(retryDelaySeconds === undefined ? {} : { retryDelaySeconds }),
    };
  }

  /** Resolves once the name's queue exists; rejects if the queue could not start. */
  private async whenDeclared(name: string) {
    await (this.declared.get(name) ?? this.started);
  }

  async runDueJobs({ includeDelayed = false } = {}) {
    await Promise.all(this.declared.values());
    const fetch = (name: string) => this.boss.fetch<object>(name, { ignoreStartAfter: includeDelayed });
    let ran = 0;
    // Until a whole pass finds nothing: a handler may send a job to a queue already passed. A
    // handler that keeps sending jobs due at once would never let that happen: that is a bug.
    for (let found = true; found; ) {
      found = false;
      for (const [name, handler] of this.handlers) {
        // A name registered while this ran (a feature registers some after others) may still be
        // declaring its queue: fetching from it before then fails.
        await this.whenDeclared(name);
        for (let [job] = await fetch(name); job; [job] = await fetch(name)) {
          found = true;
          ran += 1;
          if (ran > MAX_RUNS)
            throw new Error(`still finding due jobs after ${MAX_RUNS}: a handler re-sends itself`);
          try {
            await runJob(name, handler, job, false);
            await this.boss.complete(name, job);
          } catch (error) {
            await this.boss.fail(name, job, { message: String(error) });
          }
        }
      }
    }
    return ran;
  }
}

/**
 * Runs a job's handler on its data. `inQueueSpan`: a worker's run, inside the span pg-boss opens for
 * it when tracing is on (docs/decisions/092-traces.md).
 */
function runJob(
  name: string,
  handler: JobHandler<object>,
  job: Job<object>,
  inQueueSpan: boolean,
): Promise<void> {
  const run = { id: job.id, attempt: job.retryCount };
  // Data sent by an instance with tracing on carries its sender's context: the handler never sees
  // it, whether or not this instance traces.
  let payload: object = job.data;
  let sentFrom: unknown;
  if (payload !== null && typeof payload === 'object' && SENT_FROM in payload) {
    ({ [SENT_FROM]: sentFrom, ...payload } = payload as Record<string, unknown>);
  }
  const tracing = activeTracing();
  if (!tracing) return handler(payload, run);
  return tracing.runJob({ name, ...run, inQueueSpan }, sentFrom, () => handler(payload, run));
}
