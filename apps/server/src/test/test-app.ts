import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type AppConfig, buildAppConfig } from '../config/app-config.ts';
import { parseEnv } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * What production insists on (env.ts), for a test app that runs as production: a public origin
 * and a real SMS provider, at an address where nothing listens (no text is sent in such tests).
 */
export const PRODUCTION_TEST_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://perks.example',
  SMS_PROVIDER: 'http',
  SMS_HTTP_URL: 'http://127.0.0.1:9',
  SMS_HTTP_ACCOUNT_SID: 'ACtest',
  SMS_HTTP_AUTH_TOKEN: 'secret-token',
  SMS_FROM: '+12075559999',
};

/**
 * The real application on a fresh, migrated database (PGlite in memory, or a throwaway database
 * on TEST_DATABASE_URL), or on another test app's database to compare two configurations on the
 * same data. Tests talk to it through `app.inject`; a test that reads the log passes a logger.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  shared?: { database: Database },
  options: Pick<BuildAppOptions, 'logger' | 'clock'> = {},
): Promise<TestApp> {
  // A shared database belongs to the app it came from, which cleans it up.
  const { database, cleanup } = shared
    ? { database: shared.database, cleanup: async () => undefined }
    : await createTestDatabase();
  const config = buildAppConfig(
    parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'perks-test-')),
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
      // Challenges that solve in milliseconds; the work itself is not what the tests are about.
      CHALLENGE_MAX_COUNTER: '20',
      // No worker polls in the background: a test runs due jobs itself (JobQueue.runDueJobs).
      JOB_WORKERS: 'false',
      ...env,
    }),
  );
  const app = await buildApp({ config, database, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await cleanup();
    },
  };
}

/**
 * Something built before the tests of the file (or describe block) that calls this and closed
 * after them. The object returned is filled in by that `beforeAll`, so the tests, which run after
 * it, read the whole thing.
 */
export function setUpForTests<T extends { close(): Promise<void> }>(create: () => Promise<T>): T {
  const built = {} as T;
  beforeAll(async () => {
    Object.assign(built, await create());
  });
  afterAll(() => built.close());
  return built;
}

/** A test app (createTestApp) for the tests of the file or describe block that calls this. */
export const setUpTestApp = (...args: Parameters<typeof createTestApp>): TestApp =>
  setUpForTests(() => createTestApp(...args));
