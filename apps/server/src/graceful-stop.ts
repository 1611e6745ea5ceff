import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from './config/app-config.ts';
import type { Database } from './db/client.ts';
import { activeTracing } from './tracing/job-tracing.ts';

/** After the forced close, this long for the database to let go before giving up. */
const LAST_CHANCE_MS = 2000;

/**
 * The stop on SIGTERM/SIGINT (docs/decisions/022-outages-timeouts-and-drain.md):
 * 1. drain: /health answers 503 at once and every answer closes its connection, while the app
 *    keeps serving for SHUTDOWN_GRACE_MS, the time a balancer needs to notice;
 * 2. close: stop listening, close idle keep-alive sockets, let in-flight requests finish;
 * 3. past SHUTDOWN_TIMEOUT_MS, cut the connections still open (a body trickling in, a query on a
 *    hung database) so the stop stays bounded; exit 1 only if even that does not end it;
 * 4. close the database, send the spans still waiting (when tracing is on) and exit 0.
 */
export function stopOnSignals(app: FastifyInstance, database: Database, config: AppConfig): void {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.drain.start();
    app.log.info({ signal, graceMs: config.SHUTDOWN_GRACE_MS }, 'shutting down');
    await sleep(config.SHUTDOWN_GRACE_MS);

    const cut = setTimeout(() => {
      app.log.warn('closing the connections still open at SHUTDOWN_TIMEOUT_MS');
      app.server.closeAllConnections();
    }, config.SHUTDOWN_TIMEOUT_MS);
    const giveUp = setTimeout(() => {
      app.log.error('shutdown timed out');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + LAST_CHANCE_MS);
    cut.unref();
    giveUp.unref();
    try {
      await app.close();
      await database.close();
      await activeTracing()?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
