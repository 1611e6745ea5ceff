import { createHash } from 'node:crypto';
import {
  BUSINESS_IMAGE_MESSAGES,
  BUSINESS_IMAGE_PATH,
  BUSINESS_IMAGE_TYPES,
  BUSINESS_NOT_FOUND,
  type BusinessImageType,
  IMAGE_CONTENT_TYPES,
  IMAGE_MAX_SIZE,
  type ImageFormat,
  type TBusinessImageUpload,
  UUID_PATTERN,
} from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { detectImageFormat } from '../../lib/images/image-format.ts';
import type { ImageStore } from '../../lib/images/image-store.ts';
import { reencodeImage } from '../../lib/images/reencode-image.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { imageInUse, setBusinessImage } from './business-images.repository.ts';
import { recordUpload, uploadBudgetKey, uploadWindowWait } from './upload-budget.repository.ts';

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
const FORMAT_OF_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([format, extension]) => [extension, format as ImageFormat]),
);

/** A stored image's file name: the hash of its bytes and the extension of its format. */
const FILE_NAME = /^([a-f0-9]{32})\.(png|jpg|webp|gif)$/;

/** The store key and content type of a served file name, or null when the name is not one of ours. */
export function storedImage(name: string): { key: string; contentType: string } | null {
  const match = FILE_NAME.exec(name);
  const format = match ? FORMAT_OF_EXTENSION[match[2]!] : undefined;
  return format ? { key: `business-images/${name}`, contentType: IMAGE_CONTENT_TYPES[format] } : null;
}

const tooManyUploads = (wait: number) =>
  new AppError('RATE_LIMITED', BUSINESS_IMAGE_MESSAGES.tooMany, {
    headers: { 'Retry-After': String(wait) },
    details: { retry_after: wait },
  });

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
  // The count and the spend are one step under the account's budget lock, on every instance
  // (decision 050); an account already past its budget is refused before the lock, and the image
  // work comes after the lock is released.
  const spent = await uploadWindowWait(db, user.id);
  if (spent) throw tooManyUploads(spent);
  await withBudget(db, [uploadBudgetKey(user.id)], async (tx) => {
    const wait = await uploadWindowWait(tx, user.id);
    if (wait) throw tooManyUploads(wait);
    await recordUpload(tx, user.id);
  });
  const format = detectImageFormat(bytes);
  if (!format)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', BUSINESS_IMAGE_MESSAGES.unsupported, { field: 'file' });
  let clean: Buffer;
  try {
    clean = await reencodeImage(bytes, format, IMAGE_MAX_SIZE[imageType]);
  } catch {
    throw new AppError('UNPROCESSABLE', BUSINESS_IMAGE_MESSAGES.unreadable, { field: 'file' });
  }
  const name = `${createHash('sha256').update(clean).digest('hex').slice(0, 32)}.${EXTENSIONS[format]}`;
  await store.put(`business-images/${name}`, clean, IMAGE_CONTENT_TYPES[format]);
  const url = `${BUSINESS_IMAGE_PATH}/${name}`;
  const saved = await setBusinessImage(db, businessId, imageType, url);
  if (!saved) {
    await removeUnusedImages(db, store, log, [url]);
    throw notFound(BUSINESS_NOT_FOUND);
  }
  if (saved.previous !== url) await removeUnusedImages(db, store, log, [saved.previous]);
  return { url, imageType };
}

/**
 * Removes stored images no business shows any more (after a replace or a delete). A failure is
 * logged, not answered: the write it follows has already happened, and a stray file harms nobody.
 */
export async function removeUnusedImages(
  db: Db,
  store: ImageStore,
  log: FastifyBaseLogger,
  urls: (string | null)[],
): Promise<void> {
  for (const url of urls) {
    if (!url?.startsWith(`${BUSINESS_IMAGE_PATH}/`)) continue;
    const stored = storedImage(url.slice(BUSINESS_IMAGE_PATH.length + 1));
    if (!stored || (await imageInUse(db, url))) continue;
    try {
      await store.delete(stored.key);
    } catch (error) {
      log.warn({ err: error, url }, 'could not remove an unused business image');
    }
  }
}
