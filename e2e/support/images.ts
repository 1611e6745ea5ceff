import type { Locator } from '@playwright/test';

// A 1×1 PNG: the server decodes and re-encodes uploads, so it must be a real image.
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Whether an image on the page has loaded real pixels (not a broken link). */
export const loaded = (image: Locator) =>
  image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );
