import {
  BUSINESS_IMAGE_MESSAGES,
  BUSINESS_IMAGE_PATH,
  BUSINESS_IMAGE_TYPES,
  BUSINESS_NOT_FOUND,
  type BusinessImageType,
  IMAGE_MAX_SIZE,
  type TBusinessImageUpload,
  UUID_PATTERN,
} from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { withImageFileLock } from '../../db/image-file-lock.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { cleanImage, putCleanImage, removeUnusedImage } from '../../lib/images/clean-image.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { BUSINESS_IMAGE_FOLDER } from '../../lib/images/stored-business-image.ts';
import { spendUploadBudget } from '../../lib/images/upload-budget.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { imageInUse, setBusinessImage } from './business-images.repository.ts';

export interface ImageUpload {
  businessId: string | undefined;
  imageType: string | undefined;
  bytes: Buffer | undefined;
}

function checkFields(upload: ImageUpload): {
  businessId: string;
  imageType: BusinessImageType;
  bytes: Buffer;
} {
  const { businessId, imageType, bytes } = upload;
  if (!businessId || !UUID_PATTERN.test(businessId)) {
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.selectBusinessFirst, { field: 'businessId' });
  }
  if (!(BUSINESS_IMAGE_TYPES as readonly (string | undefined)[]).includes(imageType)) {
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.imageType, { field: 'imageType' });
  }
  if (!bytes || bytes.length === 0) {
    throw new AppError('BAD_REQUEST', BUSINESS_IMAGE_MESSAGES.fileMissing, { field: 'file' });
  }
  return { businessId, imageType: imageType as BusinessImageType, bytes };
}

/**
 * POST /uploads/business-image (decision 042): for admins and the business's owners and managers.
 * The bytes decide the format; the image is decoded and written anew (no metadata, nothing hidden),
 * fitted to its box, stored under the hash of its bytes, and the business points at it. The image
 * it replaces is removed once nothing shows it.
 */
export async function uploadBusinessImage(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  user: { id: string },
  upload: ImageUpload,
): Promise<TBusinessImageUpload> {
  const { businessId, imageType, bytes } = checkFields(upload);
  await assertCanManageBusiness(db, user, businessId);
  await spendUploadBudget(db, user.id);
  const image = await cleanImage(bytes, IMAGE_MAX_SIZE[imageType]);
  const url = `${BUSINESS_IMAGE_PATH}/${image.name}`;
  const saved = await withImageFileLock(db, url, async (tx) => {
    await putCleanImage(store, BUSINESS_IMAGE_FOLDER, image);
    return setBusinessImage(tx, businessId, imageType, url);
  });
  if (!saved) {
    await removeUnusedImages(db, store, log, [url]);
    throw notFound(BUSINESS_NOT_FOUND);
  }
  if (saved.previous !== url) await removeUnusedImages(db, store, log, [saved.previous]);
  return { url, imageType };
}

/**
 * Removes stored images no business shows any more (after a replace or a delete).
 */
export async function removeUnusedImages(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  urls: (string | null)[],
): Promise<void> {
  const where = { path: BUSINESS_IMAGE_PATH, folder: BUSINESS_IMAGE_FOLDER };
  for (const url of urls) {
    if (!url) continue;
    await withImageFileLock(db, url, (tx) =>
      removeUnusedImage(store, log, where, url, (used) => imageInUse(tx, used)),
    );
  }
}
