import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { pruneExpiredRecords } from './retention.repository.ts';

/**
 * Prunes on a timer inside the server process: no cron to set up, and safe with several instances
 * because each round takes a database lock that the others skip on. The first round runs a minute
 * after start, so a restart loop cannot turn into a pruning loop. Returns a stop function.
 */
export function scheduleRetention(db: Db, log: FastifyBaseLogger, intervalMs: number): () => void {
  const run = async () => {
    try {
      const counts = await pruneExpiredRecords(db);
      if (counts) log.info({ event: 'retention.pruned', ...counts }, 'pruned expired records');
    } catch (error) {
      log.warn({ event: 'retention.failed', err: error }, 'pruning expired records failed; will retry');
    }
  };
  const first = setTimeout(() => void run(), Math.min(60_000, intervalMs));
  const every = setInterval(() => void run(), intervalMs);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
