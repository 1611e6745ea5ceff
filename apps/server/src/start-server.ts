import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { buildAppConfig } from './config/app-config.ts';
import { EnvError, parseEnv } from './config/env.ts';
import { loggerOptions } from './config/logger-options.ts';
import { prepareDatabase } from './db/prepare.ts';
import { stopOnSignals } from './graceful-stop.ts';
import { maskPersonalData } from './lib/mask-personal-data.ts';

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
  // The number whole only where texts are printed here instead of sent (development): a real
  // admin's phone, like every phone, never goes whole into a log (decision 080).
  const printed = config.SMS_PROVIDER === 'console';
  const adminPhone = config.ADMIN_PHONES[0];
  console.log(
    `  Sign in as the demo admin at ${url}/login with ${adminPhone ? (printed ? adminPhone : maskPersonalData(adminPhone)) : '(no ADMIN_PHONES set)'}; ` +
      `the one-time code is ${printed ? 'printed in this console' : 'sent by SMS'}.\n`,
  );
}
