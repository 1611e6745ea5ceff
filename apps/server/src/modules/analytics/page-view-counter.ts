import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Db } from '../../db/client.ts';
import { addPageView, type PageView } from './page-views.repository.ts';

/**
 * Counts job and business pages served to people (docs/decisions/066-analytics.md). A count is
 * written beside the answer, never before it: the page does not wait for it and does not fail when
 * it fails (the error is logged). Only GET counts (not HEAD); a missing user agent or one the
 * `isbot` list knows as a crawler, preview fetcher or monitor does not.
 */
export class PageViewCounter {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  count(request: FastifyRequest, page: Omit<PageView, 'viewerId'>): void {
    if (request.method !== 'GET') return;
    const agent = request.headers['user-agent'];
    if (!agent || isbot(agent)) return;
    const write: Promise<void> = addPageView(this.db, { ...page, viewerId: request.user?.id ?? null })
      .catch((error: unknown) => {
        this.log.warn({ err: error, kind: page.kind }, 'Could not count a page view');
      })
      .finally(() => this.pending.delete(write));
    this.pending.add(write);
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
