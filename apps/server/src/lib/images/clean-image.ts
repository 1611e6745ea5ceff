import { createHash } from 'node:crypto';
import { BUSINESS_IMAGE_MESSAGES, IMAGE_CONTENT_TYPES, type ImageFormat } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../app-error.ts';
import { detectImageFormat } from './image-format.ts';
import type { ImageStore } from './image-store.ts';
import { reencodeImage } from './reencode-image.ts';

const EXTENSIONS: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', gif: 'gif' };
const FORMAT_OF_EXTENSION = Object.fromEntries(
  Object.entries(EXTENSIONS).map(([format, extension]) => [extension, format as ImageFormat]),
);

/** A stored image's file name: the hash of its bytes and the extension of its format. */
const FILE_NAME = /^([a-f0-9]{32})\.(png|jpg|webp|gif)$/;

/**
 * The store key and content type of a served file name in a folder of the store, or null when the
 * name is not one of ours.
 */
export function storedImage(folder: string, name: string): { key: string; contentType: string } | null {
  const match = FILE_NAME.exec(name);
  const format = match ? FORMAT_OF_EXTENSION[match[2]!] : undefined;
  return format ? { key: `${folder}/${name}`, contentType: IMAGE_CONTENT_TYPES[format] } : null;
}

/** An image as the pipeline made it: its file name (the hash of its bytes), bytes and type. */
export interface CleanImage {
  name: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * The image pipeline (decision 042): the bytes decide the format (415 otherwise); the image is
 * decoded and written anew, fitted inside the box (422 when it does not decode); its file name is
 * the hash of its clean bytes. The caller stores it (`putCleanImage`) under the file's lock.
 */
export async function cleanImage(bytes: Buffer, box: { width: number; height: number }): Promise<CleanImage> {
  const format = detectImageFormat(bytes);
  if (!format)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', BUSINESS_IMAGE_MESSAGES.unsupported, { field: 'file' });
  let clean: Buffer;
  try {
    clean = await reencodeImage(bytes, format, box);
  } catch {
    throw new AppError('UNPROCESSABLE', BUSINESS_IMAGE_MESSAGES.unreadable, { field: 'file' });
  }
  const name = `${createHash('sha256').update(clean).digest('hex').slice(0, 32)}.${EXTENSIONS[format]}`;
  return { name, bytes: clean, contentType: IMAGE_CONTENT_TYPES[format] };
}

/** Writes a clean image into a folder of the store (again, when it is there already). */
export function putCleanImage(store: ImageStore, folder: string, image: CleanImage): Promise<void> {
  return store.put(`${folder}/${image.name}`, image.bytes, image.contentType);
}

/**
 * Removes a stored image (its address under `path`) once `inUse` says nothing shows it any more.
 * A failure is logged, not answered: the write it follows has already happened, and a stray file
 * harms nobody.
 */
export async function removeUnusedImage(
  store: ImageStore,
  log: FastifyBaseLogger,
  where: { path: string; folder: string },
  url: string | null,
  inUse: (url: string) => Promise<boolean>,
): Promise<void> {
  if (!url?.startsWith(`${where.path}/`)) return;
  const stored = storedImage(where.folder, url.slice(where.path.length + 1));
  if (!stored || (await inUse(url))) return;
  try {
    await store.delete(stored.key);
  } catch (error) {
    log.warn({ err: error, url }, 'could not remove an unused stored image');
  }
}
