import type { FastifyInstance } from 'fastify';

/** How long a rendered public page is shared: the most a page can lag a change no write announced. */
const SHARED_PAGE_TTL_MS = 5_000;
/** Distinct URLs kept (a /jobs page is ~110 KB of HTML): a flood of new filter URLs stays bounded. */
const SHARED_PAGE_MAX_ENTRIES = 200;

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
}

/**
 * Server-rendered public pages, shared between visitors for a few seconds
 * (docs/decisions/039-shared-page-cache.md). Every visitor gets the same HTML for a URL (the
 * server always renders the signed-out view), so sharing it is safe; what must not happen is a
 * page that lags a change. So: any successful write to the API empties the cache at once, in this
 * process; changes no write announces (a job expiring, another instance's writes) show within
 * SHARED_PAGE_TTL_MS. Concurrent requests for one URL share one render.
 */
export class SharedPageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = SHARED_PAGE_TTL_MS,
    private readonly maxEntries = SHARED_PAGE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The page for `key`, rendered by `render` when no fresh one is kept. A failure is not kept.
   * Keys are absolute URLs, and one route answers one URL, so a key always holds one route's `T`.
   */
  get<T>(key: string, render: () => Promise<T>): Promise<T> {
    const now = this.now();
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    this.entries.delete(key);
    // Oldest first out: a Map iterates in insertion order.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    const value = render();
    const entry: Entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets every page; renders already under way still answer the requests waiting on them. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Rendered public pages by absolute URL; see SharedPageCache. */
    sharedPages: SharedPageCache;
  }
}

/**
 * Decorates the app with the cache, emptied by every successful API write as its answer is sent
 * (the write has committed by then, and the writer cannot ask for the page again before it has the
 * answer).
 */
export function registerSharedPageCache(app: FastifyInstance): void {
  const cache = new SharedPageCache();
  app.decorate('sharedPages', cache);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!READ_METHODS.has(request.method) && reply.statusCode < 400 && request.url.startsWith('/api/')) {
      cache.clear();
    }
    done(null, payload);
  });
}
