import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { buildAppConfig } from './config/app-config.ts';
import { EnvError, parseEnv } from './config/env.ts';
import { loggerOptions } from './config/logger-options.ts';
import { prepareDatabase } from './db/prepare.ts';
import { stopOnSignals } from './graceful-stop.ts';

export interface StartOptions {
  /**
   * Runs once the app is built, before it listens. Only the browser tests' server passes one
   * (e2e/support/server-with-sessions.ts); `server.ts`, which `npm start` runs, passes none.
   */
  beforeListen?: (app: FastifyInstance) => Promise<void>;
}

/** The process's start: configuration, database, listen, and a graceful stop on SIGTERM/SIGINT. */
export async function startServer({ beforeListen }: StartOptions = {}): Promise<void> {
  let env: ReturnType<typeof parseEnv>;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const config = buildAppConfig(env);
  const logger = loggerOptions(config);

  const database = await prepareDatabase(config, (message) => console.log(message));
  const app = await buildApp({ config, database, logger });

  stopOnSignals(app, database, config);
  await beforeListen?.(app);

  const address = await app.listen({ host: config.HOST, port: config.PORT });
  const port = new URL(address).port;
  const url = `http://localhost:${port}`;
  console.log(`\nIndustry Perks is running at ${url}`);
  console.log(`  API health: ${url}/api/v1/health   database: ${database.engine}`);
  console.log(
    `  Sign in as the demo admin at ${url}/login with ${config.ADMIN_PHONES[0] ?? '(no ADMIN_PHONES set)'}; ` +
      `the one-time code is ${config.SMS_PROVIDER === 'console' ? 'printed in this console' : 'sent by SMS'}.\n`,
  );
}
