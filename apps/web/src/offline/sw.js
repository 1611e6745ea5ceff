// The member card's service worker (docs/decisions/037 and 060). At install it stores the card
// page and every file the card's screen can load, listed by the build (Workbox's injectManifest
// writes the list below), so the card opens without a network however soon the network goes.
// Every other page and every API call goes to the network untouched.

/** The card's files in this build: [{ url, revision }], relative to the site root. */
const PRECACHE = self.__WB_MANIFEST;
const CACHE = 'member-card-v2';
/** The member's photo, stored by the card page itself (it loads before this worker exists). */
const PHOTO_CACHE = 'member-photo';
const PHOTO_PATH = '/uploads/member-photos/';
const CARD_PAGE = '/card';
// hold-taps.js: the page's one plain script (index.html), which an offline card loads too.
const SHELL_FILES = [CARD_PAGE, '/manifest.webmanifest', '/favicon.svg', '/hold-taps.js'];
const BUILD_FILES = PRECACHE.map((entry) => `/${entry.url.replace(/^\//, '')}`);
const WANTED = new Set([...SHELL_FILES, ...BUILD_FILES]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then(async (cache) => {
      // Files already stored by an earlier build under the same (hashed) name are kept.
      const stored = new Set((await cache.keys()).map((request) => new URL(request.url).pathname));
      await cache.addAll(SHELL_FILES);
      await cache.addAll(BUILD_FILES.filter((file) => !stored.has(file)));
      await self.skipWaiting();
    }),
  );
});

// Files of older builds, and caches of older versions of this worker, go once this one runs.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== CACHE && key !== PHOTO_CACHE) await caches.delete(key);
      }
      const cache = await caches.open(CACHE);
      for (const request of await cache.keys()) {
        if (!WANTED.has(new URL(request.url).pathname)) await cache.delete(request);
      }
      await self.clients.claim();
    })(),
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

async function cacheFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
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
  // Hashed build files never change under one name, so a stored copy is always right; files
  // outside the card's list (another theme's font) are stored the first time they load.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request, CACHE));
    return;
  }
  // A photo's name is the hash of its bytes: it never changes either.
  if (url.pathname.startsWith(PHOTO_PATH)) {
    event.respondWith(cacheFirst(request, PHOTO_CACHE));
    return;
  }
  if (SHELL_FILES.includes(url.pathname)) event.respondWith(networkFirst(request, url.pathname));
});
