/**
 * Makes the card page work without a network (docs/decisions/037-offline-member-card.md): a service
 * worker on this origin keeps the card page and the files it loaded. It is registered from the
 * card page only, so public visitors never get one. Resolves true once those files are stored.
 */
export async function keepCardOffline(): Promise<boolean> {
  if (!('serviceWorker' in navigator)) return false;
  try {
    await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (!worker) return false;
    // The files this page loaded before the worker was there: the app's scripts, styles and icons.
    const files = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && !url.pathname.startsWith('/api/'))
      .map((url) => url.pathname);
    return await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data === 'stored');
      worker.postMessage({ type: 'keep-card', files: [...new Set(files)] }, [channel.port2]);
    });
  } catch {
    return false;
  }
}
