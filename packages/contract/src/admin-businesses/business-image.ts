import { z } from 'zod';

/**
 * Business images (docs/product.md, "Admin panel"; decision 042): a logo and a hero image, uploaded
 * as multipart (`file`, `businessId`, `imageType`), judged by their bytes, re-encoded and stored
 * under a content-hash name.
 */
export const BUSINESS_IMAGE_TYPES = ['logo', 'hero'] as const;
export type BusinessImageType = (typeof BUSINESS_IMAGE_TYPES)[number];

/** The formats accepted, as their bytes say (never the name or the declared type). */
export const IMAGE_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
};

/** The largest file accepted: a phone photo fits; anything bigger is refused with 413. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Stored images fit inside these boxes (never enlarged). */
export const IMAGE_MAX_SIZE: Record<BusinessImageType, { width: number; height: number }> = {
  logo: { width: 512, height: 512 },
  hero: { width: 1920, height: 1080 },
};

/** Uploads one account may make in an hour. */
export const IMAGE_UPLOADS_PER_HOUR = 60;

export const BUSINESS_IMAGE_MESSAGES = {
  selectBusinessFirst: 'Please select or create the business first before uploading images.',
  failed: 'Failed to upload image',
  unsupported: 'Only PNG, JPEG, WebP or GIF images can be uploaded',
  unreadable: 'This file is not an image that can be read',
  tooLarge: 'The image must be at most 5 MB',
  imageType: 'imageType must be logo or hero',
  fileMissing: 'Choose an image file to upload',
  malformed: 'The upload could not be read. Choose the image again.',
  tooManyParts: 'Send one image with its businessId and imageType, nothing more',
  tooMany: 'Too many uploads. Try again in a little while.',
  uploaded: 'Image uploaded',
} as const;

/** The answer of POST /uploads/business-image: where the stored image is served. */
export const ZBusinessImageUpload = z.object({
  url: z.string(),
  imageType: z.enum(BUSINESS_IMAGE_TYPES),
});
export type TBusinessImageUpload = z.infer<typeof ZBusinessImageUpload>;

/** Where stored business images are served from, at the site root. */
export const BUSINESS_IMAGE_PATH = '/uploads/business-images';
