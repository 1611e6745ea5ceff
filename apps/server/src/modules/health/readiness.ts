import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NOT_READY_REASONS } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../db/migrate.ts';
import { newestAppliedMigration } from './health.repository.ts';

type NotReadyReason = (typeof NOT_READY_REASONS)[number];

/** The `when` of the newest migration this build ships (apps/server/drizzle/meta/_journal.json). */
export function newestShippedMigration(): number {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * What keeps this instance from taking traffic, none when it is ready: draining after SIGTERM,
 * a database that does not answer, or a database behind this build's migrations (another
 * instance still migrating it, or a rollback). One query.
 */
export async function notReadyReasons(app: FastifyInstance, shipped: number): Promise<NotReadyReason[]> {
  const reasons: NotReadyReason[] = app.drain.draining ? ['draining'] : [];
  let applied: number | null;
  try {
    applied = await newestAppliedMigration(app.db);
  } catch (error) {
    app.log.warn({ err: error }, 'readiness: the database did not answer');
    return [...reasons, 'database_unreachable'];
  }
  if (applied === null || applied < shipped) reasons.push('migrations_pending');
  return reasons;
}
