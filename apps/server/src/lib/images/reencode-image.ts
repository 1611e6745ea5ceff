import type { ImageFormat } from '@perks/contract';
import sharp from 'sharp';

/** A decoded image larger than this many pixels is refused before it fills memory. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes the image and writes it anew in its own format, turned upright and fitted inside the box
 * (never enlarged). Only pixels survive: EXIF (location, camera), comments, colour profiles other
 * than sRGB and anything appended to the file are gone. Throws when the bytes do not decode.
 */
export async function reencodeImage(
  bytes: Uint8Array,
  format: ImageFormat,
  box: { width: number; height: number },
): Promise<Buffer> {
  const image = sharp(bytes, {
    animated: format === 'gif' || format === 'webp',
    limitInputPixels: MAX_INPUT_PIXELS,
  })
    .rotate()
    .resize({ width: box.width, height: box.height, fit: 'inside', withoutEnlargement: true });
  switch (format) {
    case 'png':
      return image.png().toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return image.gif().toBuffer();
  }
}
