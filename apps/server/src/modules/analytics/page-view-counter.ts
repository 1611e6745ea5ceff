import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Db } from '../../db/client.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { logThrottle } from '../../lib/log-throttle.ts';
import { addBudgetedPageView } from './page-view-budget.ts';
import type { PageView } from './page-views.repository.ts';

/** A page seen again from the same address and browser within this long is not counted again. */
const REPEAT_WINDOW_MS = 30 * 60_000;
/** The most recent views remembered (in this process; about 100 bytes each). */
const MAX_REMEMBERED = 50_000;

/**
 * Counts job and business pages served to people (docs/decisions/066-analytics.md). A count is
 * written beside the answer, never before it: the page does not wait for it and does not fail when
 * it fails (logged once a minute at most). Only GET counts (not HEAD); a missing user agent or one the
 * `isbot` list knows as a crawler, preview fetcher, script or headless browser does not. The same
 * page from the same address and browser counts once in 30 minutes (reloads, and one person
 * hammering a page): remembered in memory only, as a hash, never stored. And one network adds at
 * most PAGE_VIEWS_PER_NETWORK_PER_DAY views to a page a day, whatever browser strings it sends
 * (page-view-budget.ts).
 */
class PageViewCounter {
  private readonly pending = new Set<Promise<void>>();
  /** Recently counted views, by hash, with when each may count again; oldest first. */
  private readonly recent = new Map<string, number>();
  /** An outage fails every count the same way: one line a minute says so. */
  private readonly failureLog: ReturnType<typeof logThrottle>;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.failureLog = logThrottle(60_000, now);
  }

  count(request: FastifyRequest, page: Omit<PageView, 'viewerId'>): void {
    if (request.method !== 'GET') return;
    const agent = request.headers['user-agent'];
    if (!agent || isbot(agent)) return;
    if (this.seenRecently(`${page.kind}\n${page.pageId}\n${request.ip}\n${agent}`)) return;
    const view = { ...page, viewerId: request.user?.id ?? null };
    const write: Promise<void> = addBudgetedPageView(this.db, clientNetwork(request.ip), view)
      .then(() => undefined)
      .catch((error: unknown) => this.failed(error))
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
  }

  /** Logs a failed count, once a minute at most (with how many failed since), so an outage is one line. */
  private failed(error: unknown): void {
    const heldBack = this.failureLog.admit('page-views');
    if (heldBack === undefined) return;
    this.log.warn({ err: error, failures: heldBack + 1 }, 'Could not count page views');
  }

  /** True when this view was counted less than 30 minutes ago; else remembers it from now. */
  private seenRecently(view: string): boolean {
    const key = createHash('sha256').update(view).digest('base64url').slice(0, 22);
    const now = this.now();
    const until = this.recent.get(key);
    if (until !== undefined && until > now) return true;
    this.recent.delete(key);
    // Every entry lives the same time, so the Map's insertion order is expiry order.
    for (const [oldKey, oldUntil] of this.recent) {
      if (oldUntil > now && this.recent.size < MAX_REMEMBERED) break;
      this.recent.delete(oldKey);
    }
    this.recent.set(key, now + REPEAT_WINDOW_MS);
    return false;
  }

  /** Resolves once every count started so far is written (or has failed): for tests and the stop. */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Job and business page views; see PageViewCounter. */
    pageViews: PageViewCounter;
  }
}

/** `app.pageViews`; the stop waits for the counts under way before the database closes. */
export function registerPageViews(app: FastifyInstance): void {
  const counter = new PageViewCounter(app.db, app.log);
  app.decorate('pageViews', counter);
  app.addHook('onClose', () => counter.settled());
}
