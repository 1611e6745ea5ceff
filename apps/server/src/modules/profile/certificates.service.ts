import {
  BUSINESS_IMAGE_MESSAGES,
  CERTIFICATE_CHANGES_PER_HOUR,
  CERTIFICATE_LIMITS,
  CERTIFICATE_MESSAGES,
  type TCertificate,
  type TCertificateWrite,
} from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { withImageFileLock } from '../../db/image-file-lock.ts';
import { hourlyAccountBudget, withAccountBudget } from '../../db/request-budget.ts';
import type { WorkerCertificateRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cleanImage, putCleanImage, removeUnusedImage } from '../../lib/images/clean-image.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { spendUploadBudget } from '../../lib/images/upload-budget.ts';
import {
  certificatePhotoInUse,
  countCertificates,
  deleteCertificate,
  insertCertificate,
  listCertificates,
  ownCertificateForUpdate,
  setCertificatePhoto,
  updateCertificate,
} from './certificates.repository.ts';

/** Where photos of certificate cards live in the image store (never served from the site root). */
export const CERTIFICATE_PHOTO_FOLDER = 'certificate-photos';

/** A card photo is read, not printed: a phone's width is plenty. */
const CERTIFICATE_PHOTO_MAX_SIZE = { width: 1200, height: 1200 } as const;

/** The photo's address under /api/v1: the certificate and the file, so a new photo is a new address. */
export const certificatePhotoUrl = (row: Pick<WorkerCertificateRow, 'id' | 'photo_name'>) =>
  row.photo_name ? `/api/v1/certificates/${row.id}/photo/${row.photo_name}` : null;

function toCertificate(row: WorkerCertificateRow): TCertificate {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    number: row.number,
    issuer: row.issuer,
    issued_on: row.issued_on,
    expires_on: row.expires_on,
    photo_url: certificatePhotoUrl(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The account's hourly certificate changes, counted and spent under its budget lock (decision 050). */
const CHANGES = hourlyAccountBudget(
  'certificates',
  'certificate_change',
  CERTIFICATE_CHANGES_PER_HOUR,
  (wait) =>
    new AppError('RATE_LIMITED', CERTIFICATE_MESSAGES.tooMany, {
      budget: 'certificate_changes',
      headers: { 'Retry-After': String(wait) },
      details: { retry_after: wait },
    }),
);

/** Runs a change to one of the person's own certificates under the budget; 404 when it is not theirs. */
function changeOwn<T>(
  db: Db,
  userId: string,
  id: string,
  work: (tx: Tx, row: WorkerCertificateRow) => Promise<T>,
): Promise<T> {
  return withAccountBudget(db, CHANGES, userId, async (tx) => {
    const row = await ownCertificateForUpdate(tx, userId, id);
    if (!row) throw notFound(CERTIFICATE_MESSAGES.notFound);
    return work(tx, row);
  });
}

export async function ownCertificates(db: Db, userId: string): Promise<TCertificate[]> {
  return (await listCertificates(db, userId)).map(toCertificate);
}

/**
 * Adds a certificate. The count and the insert run under the account's budget lock, so a burst
 * of adds on several instances stops at the limit exactly.
 */
export function addCertificate(db: Db, userId: string, input: TCertificateWrite): Promise<TCertificate> {
  return withAccountBudget(db, CHANGES, userId, async (tx) => {
    if ((await countCertificates(tx, userId)) >= CERTIFICATE_LIMITS.perPerson) {
      throw new AppError('UNPROCESSABLE', CERTIFICATE_MESSAGES.tooManyCertificates);
    }
    return toCertificate(await insertCertificate(tx, userId, input));
  });
}

export function replaceCertificate(
  db: Db,
  userId: string,
  id: string,
  input: TCertificateWrite,
): Promise<TCertificate> {
  return changeOwn(db, userId, id, async (tx) => toCertificate(await updateCertificate(tx, id, input)));
}

export async function removeCertificate(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  userId: string,
  id: string,
): Promise<void> {
  const removed = await changeOwn(db, userId, id, async (tx, row) => {
    await deleteCertificate(tx, id);
    return row;
  });
  await removeUnusedCertificatePhoto(db, store, log, removed.photo_name);
}

/**
 * A photo of the card, through the image pipeline of decision 042 (format by its bytes,
 * re-encoded without metadata), in the account's hourly image uploads; the photo it replaces is
 * removed once no certificate has it.
 */
export async function uploadCertificatePhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  userId: string,
  id: string,
  bytes: Buffer | undefined,
): Promise<TCertificate> {
  if (!bytes || bytes.length === 0) {
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.fileMissing, { field: 'file' });
  }
  // Someone else's certificate, or none: 404 before any budget is spent.
  if (!(await db.transaction((tx) => ownCertificateForUpdate(tx, userId, id)))) {
    throw notFound(CERTIFICATE_MESSAGES.notFound);
  }
  await spendUploadBudget(db, userId);
  const image = await cleanImage(bytes, CERTIFICATE_PHOTO_MAX_SIZE);
  const saved = await withImageFileLock(db, photoKey(image.name), async (tx) => {
    const row = await ownCertificateForUpdate(tx, userId, id);
    if (!row) return undefined;
    await putCleanImage(store, CERTIFICATE_PHOTO_FOLDER, image);
    return { previous: row.photo_name, row: await setCertificatePhoto(tx, id, image.name) };
  });
  if (!saved) {
    await removeUnusedCertificatePhoto(db, store, log, image.name);
    throw notFound(CERTIFICATE_MESSAGES.notFound);
  }
  if (saved.previous !== image.name) await removeUnusedCertificatePhoto(db, store, log, saved.previous);
  return toCertificate(saved.row);
}

export async function removeCertificatePhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  userId: string,
  id: string,
): Promise<TCertificate> {
  const saved = await changeOwn(db, userId, id, async (tx, row) => ({
    previous: row.photo_name,
    row: await setCertificatePhoto(tx, id, null),
  }));
  await removeUnusedCertificatePhoto(db, store, log, saved.previous);
  return toCertificate(saved.row);
}

const photoKey = (name: string) => `${CERTIFICATE_PHOTO_FOLDER}/${name}`;

/** Removes a stored card photo no certificate has any more (also after an account's deletion). */
export async function removeUnusedCertificatePhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  name: string | null,
) {
  if (!name) return;
  const where = { path: CERTIFICATE_PHOTO_FOLDER, folder: CERTIFICATE_PHOTO_FOLDER };
  await withImageFileLock(db, photoKey(name), (tx) =>
    removeUnusedImage(store, log, where, photoKey(name), (used) =>
      certificatePhotoInUse(tx, used.slice(CERTIFICATE_PHOTO_FOLDER.length + 1)),
    ),
  );
}
