import type { Executor } from '../db/client.ts';

/**
 * Background work that runs later and once, shared by every instance through the database
 * (docs/decisions/055-job-queue.md). Features talk to this interface only; the library behind it
 * (pg-boss) stays in this folder.
 */
export interface JobQueue {
  /**
   * Declares a job name, its retry policy and, on an instance that runs workers, its handler. A job
   * name must be registered (on any instance) before a job of that name is sent.
   */
  register<T extends object>(name: string, handler: JobHandler<T>, options?: JobDefinition): Promise<void>;
  /**
   * Stores a job; a worker on some instance runs it once it is due. Answers the job's id, or null
   * when a job with the same dedupe key is still waiting or running (queues with `dedupe`).
   */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /**
   * Sends a job of `name` at each time the cron expression names in the time zone, once across all
   * instances. Registering the same name again replaces the schedule.
   */
  schedule(name: string, cron: string, options: { timeZone: string; data?: object }): Promise<void>;
  /** Lets running handlers finish (up to the stop timeout; past it their jobs go back to be retried). */
  stop(): Promise<void>;
  /**
   * Runs every due job of the registered names on this instance, one after another, until none is
   * left, and answers how many ran. For tests, which cannot wait for a poll; the workers use the
   * same claim, so a job is still run once even when a worker claims beside it. A job that failed
   * waits out its retry delay here too. `includeDelayed` also runs jobs whose start time is still
   * ahead (sent for later, or waiting to be retried), for tests that fake the clock the handlers read.
   */
  runDueJobs(options?: { includeDelayed?: boolean }): Promise<number>;
}

export interface JobDefinition {
  /** Attempts after the first when the handler throws or its instance dies mid-run (default 2). */
  retryLimit?: number;
  /** Seconds between attempts (default 30). */
  retryDelaySeconds?: number;
  /**
   * Seconds a run may take before it counts as lost (its instance died) and is retried (default
   * 300). A handler that calls outside must finish well inside it.
   */
  expireInSeconds?: number;
  /**
   * Every job carries a dedupe key and at most one job per key waits or runs at a time; a second
   * send with the key is dropped. It does not make a key unique forever: a feature that must act
   * once ever records that itself (the text outbox does).
   */
  dedupe?: boolean;
}

export interface SendOptions {
  /**
   * Stores the job in the caller's transaction: it exists if and only if the caller's rows commit,
   * so a record and the job that acts on it can never part (a crash between them loses nothing).
   * Await the name's `register` first: on PGlite the transaction holds the one connection.
   */
  tx?: Executor;
  /** Not run before this time. */
  startAfter?: Date;
  /** Required on `dedupe` queues: see JobDefinition.dedupe. */
  dedupeKey?: string;
}

interface JobRun {
  id: string;
  /** 0 on the first attempt, then 1, 2, ... */
  attempt: number;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;
