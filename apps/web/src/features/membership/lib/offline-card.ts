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
