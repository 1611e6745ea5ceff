import { BUSINESS_IMAGE_PATH } from '@perks/contract';
import { storedImage } from './clean-image.ts';
import type { ImageStore } from './image-store.ts';

/** Where business images (logos, hero images) live in the image store. */
export const BUSINESS_IMAGE_FOLDER = 'business-images';

/**
 * The stored bytes of a business image by its address on this site (a logo_url), or null: an
 * address elsewhere (never fetched from here), not one of ours, or no longer stored.
 */
export async function storedBusinessImage(store: ImageStore, url: string | null): Promise<Buffer | null> {
  const prefix = `${BUSINESS_IMAGE_PATH}/`;
  if (!url?.startsWith(prefix)) return null;
  const stored = storedImage(BUSINESS_IMAGE_FOLDER, url.slice(prefix.length));
  return stored ? store.get(stored.key) : null;
}
