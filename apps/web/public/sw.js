// The member card's service worker (docs/decisions/037-offline-member-card.md). It keeps the card
// page and the files it loaded so the card opens without a network; every other page and every API
// call goes to the network untouched.
const CACHE = 'member-card-v1';
const CARD_PAGE = '/card';
const SHELL_FILES = [CARD_PAGE, '/manifest.webmanifest', '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL_FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

// The card page sends the files it loaded; older builds' files are dropped at the same time.
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'keep-card' || !Array.isArray(event.data.files)) return;
  const files = event.data.files.filter(
    (file) => typeof file === 'string' && file.startsWith('/') && !file.startsWith('/api/'),
  );
  const reply = (answer) => event.ports[0]?.postMessage(answer);
  event.waitUntil(
    caches
      .open(CACHE)
      .then(async (cache) => {
        const wanted = new Set([...SHELL_FILES, ...files]);
        for (const request of await cache.keys()) {
          if (!wanted.has(new URL(request.url).pathname)) await cache.delete(request);
        }
        await cache.add(CARD_PAGE);
        await Promise.all(files.map((file) => cache.add(file).catch(() => undefined)));
      })
      .then(
        () => reply('stored'),
        () => reply('failed'),
      ),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key, { ignoreSearch: true });
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (url.pathname === CARD_PAGE) event.respondWith(networkFirst(request, CARD_PAGE));
    return;
  }
  // Hashed build files never change under one name, so a stored copy is always right.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
});
