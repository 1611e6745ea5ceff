/**
 * Makes the card page work without a network (docs/decisions/037 and 060): a service worker on
 * this origin stores, at install, the card page and every file the build lists for the card's
 * screen. It is registered from the card page only, so public visitors never get one. Resolves
 * true once a worker with those files is running.
 */
export async function keepCardOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    // `ready` resolves once a worker has activated, which it does only after storing every file.
    const registration = await navigator.serviceWorker.ready;
    return registration.active !== null;
  } catch {
    return false;
  }
}

/** The cache the worker answers member photos from (src/offline/sw.js). */
const PHOTO_CACHE = 'member-photo';

/**
 * Stores the member's photo for the card offline. The card page shows it before the worker
 * exists on a first visit, so the worker never sees that request; the page stores it itself,
 * and drops the photo it replaces.
 */
export async function keepPhotoOffline(url: string | null): Promise<void> {
  if (!('caches' in window)) return;
  try {
    const cache = await caches.open(PHOTO_CACHE);
    const stored = await cache.keys();
    const wanted = url ? new URL(url, window.location.origin).href : null;
    await Promise.all(
      stored.filter((request) => request.url !== wanted).map((request) => cache.delete(request)),
    );
    if (wanted && !stored.some((request) => request.url === wanted)) await cache.add(wanted);
  } catch {
    // Without the stored photo the offline card shows the name alone, as it did before.
  }
}
