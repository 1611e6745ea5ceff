import {
  BUSINESS_IMAGE_MESSAGES,
  MEMBER_PHOTO_MAX_SIZE,
  MEMBER_PHOTO_PATH,
  type TMemberPhoto,
} from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withImageFileLock } from '../../db/image-file-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cleanImage, putCleanImage, removeUnusedImage } from '../../lib/images/clean-image.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { spendUploadBudget } from '../../lib/images/upload-budget.ts';
import { photoInUse, setOwnPhoto } from './member-photo.repository.ts';

/** Where member photos live in the image store. */
export const MEMBER_PHOTO_FOLDER = 'member-photos';

/**
 * POST /uploads/member-photo (decision 060): the signed-in person's own photo, and no one else's
 * (the route takes no person). The image pipeline of decision 042 judges, cleans and stores it,
 * against the same hourly budget as business images; the photo it replaces is removed once no
 * one has it.
 */
export async function uploadOwnPhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  userId: string,
  bytes: Buffer | undefined,
): Promise<TMemberPhoto> {
  if (!bytes || bytes.length === 0) {
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.fileMissing, { field: 'file' });
  }
  await spendUploadBudget(db, userId);
  const image = await cleanImage(bytes, MEMBER_PHOTO_MAX_SIZE);
  const url = `${MEMBER_PHOTO_PATH}/${image.name}`;
  const saved = await withImageFileLock(db, url, async (tx) => {
    await putCleanImage(store, MEMBER_PHOTO_FOLDER, image);
    return setOwnPhoto(tx, userId, url);
  });
  if (!saved) {
    await removeUnusedPhoto(db, store, log, url);
    throw notFound('User not found');
  }
  if (saved.previous !== url) await removeUnusedPhoto(db, store, log, saved.previous);
  return { photo_url: url };
}

/** DELETE /user/photo: the person's photo is gone from their card, the check page and the store. */
export async function removeOwnPhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  userId: string,
): Promise<TMemberPhoto> {
  // No file is stored by this write: only the removal below takes the old file's lock.
  const saved = await db.transaction((tx) => setOwnPhoto(tx, userId, null));
  if (!saved) throw notFound('User not found');
  await removeUnusedPhoto(db, store, log, saved.previous);
  return { photo_url: null };
}

/** Removes a stored photo no one has any more. */
export async function removeUnusedPhoto(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  url: string | null,
) {
  if (!url) return;
  const where = { path: MEMBER_PHOTO_PATH, folder: MEMBER_PHOTO_FOLDER };
  await withImageFileLock(db, url, (tx) =>
    removeUnusedImage(store, log, where, url, (used) => photoInUse(tx, used)),
  );
}
