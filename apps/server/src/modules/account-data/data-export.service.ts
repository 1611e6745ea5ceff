import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ACCOUNT_DATA_MESSAGES,
  DATA_EXPORT_HOURS,
  DATA_EXPORT_QUEUE_ROWS,
  DATA_EXPORTS_PER_DAY,
  type TDataExport,
  type TNewDataExport,
} from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { type AccountBudget, withAccountBudget } from '../../db/request-budget.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { buildArchive } from './account-archive.ts';
import { countRowsAbout, findExportedAccount } from './account-export.repository.ts';
import {
  type DataExportStatusRow,
  findBuildingExport,
  findDataExportFile,
  findOwnDataExport,
  finishDataExport,
  insertDataExport,
} from './data-exports.repository.ts';

/** The job that builds a large account's download. */
const DATA_EXPORT_JOB = 'data-export.build';

const EXPORTS: AccountBudget = {
  lock: 'data_export',
  action: 'data_export',
  limit: DATA_EXPORTS_PER_DAY,
  windowSeconds: 24 * 3600,
  refuse: (wait) => rateLimited(ACCOUNT_DATA_MESSAGES.tooManyExports, wait, 'data_exports'),
};

/** A download link's key: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const DATA_EXPORT_KEY = /^[A-Za-z0-9_-]{43}$/;
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

const toDataExport = (row: DataExportStatusRow): TDataExport => ({
  id: row.id,
  status: row.status,
  expires_at: row.expires_at.toISOString(),
  byte_size: row.byte_size,
});

const downloadPath = (id: string, key: string) => `/api/v1/user/data-exports/${id}/file?key=${key}`;

/**
 * POST /user/data-exports: spends one of the person's downloads of the day, then builds the ZIP at
 * once, or, above DATA_EXPORT_QUEUE_ROWS rows, queues its build in the same transaction. The key
 * is answered once, in the link.
 */
export async function requestDataExport(app: FastifyInstance, userId: string): Promise<TNewDataExport> {
  const key = randomBytes(32).toString('base64url');
  const now = app.clock();
  const expires = new Date(now.getTime() + DATA_EXPORT_HOURS * 3600_000);
  await declared.get(app.jobs);
  const row = await withAccountBudget(app.db, EXPORTS, userId, async (tx) => {
    const user = await findExportedAccount(tx, userId);
    if (!user) throw notFound(ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    const large = (await countRowsAbout(tx, userId, user.phone)) > DATA_EXPORT_QUEUE_ROWS;
    const archive = large ? null : await buildArchive(tx, app.imageStore, userId, now);
    const inserted = await insertDataExport(tx, {
      user_id: userId,
      key_hash: hashKey(key),
      expires_at: expires,
      archive,
    });
    if (large) await app.jobs.send(DATA_EXPORT_JOB, { exportId: inserted.id }, { tx });
    return inserted;
  });
  return { ...toDataExport(row), download_url: downloadPath(row.id, key) };
}

/** GET /user/data-exports/{id}: one of the person's own downloads. */
export async function dataExportStatus(
  app: FastifyInstance,
  userId: string,
  id: string,
): Promise<TDataExport> {
  const row = await findOwnDataExport(app.db, userId, id);
  if (!row) throw notFound(ACCOUNT_DATA_MESSAGES.exportNotFound);
  return toDataExport(row);
}

/** The ZIP for a link: its key must match, it must not have expired, and it must be built. */
export async function dataExportFile(app: FastifyInstance, id: string, key: string): Promise<Buffer> {
  const row = await findDataExportFile(app.db, id);
  const given = Buffer.from(hashKey(key));
  if (!row || !timingSafeEqual(Buffer.from(row.key_hash), given)) {
    throw notFound(ACCOUNT_DATA_MESSAGES.exportNotFound);
  }
  if (row.status !== 'ready' || !row.archive) {
    throw new AppError('CONFLICT', ACCOUNT_DATA_MESSAGES.exportNotReady);
  }
  return row.archive;
}

/** The queue's handler: builds a large account's ZIP once (a retry finds it done). */
async function buildQueuedExport(app: FastifyInstance, exportId: string): Promise<void> {
  await app.db.transaction(async (tx) => {
    const row = await findBuildingExport(tx, exportId);
    if (!row) return;
    const archive = await buildArchive(tx, app.imageStore, row.user_id, app.clock());
    await finishDataExport(tx, exportId, archive);
  });
}

/** Each queue's declaration of the job, awaited before a request queues one. */
const declared = new WeakMap<object, Promise<void>>();

/** Declares the build job on the app's queue. */
export function registerDataExportJob(app: FastifyInstance): void {
  const ready = app.jobs.register<{ exportId: string }>(
    DATA_EXPORT_JOB,
    (job) => buildQueuedExport(app, job.exportId),
    { retryLimit: 2 },
  );
  ready.catch((error: unknown) => app.log.warn({ err: error }, 'could not register the data export job'));
  declared.set(
    app.jobs,
    ready.catch(() => undefined),
  );
}
