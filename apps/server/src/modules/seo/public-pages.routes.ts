import type { RenderedPage } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { publicJobsSource } from './public-jobs-source.ts';

/**
 * Pages with no data, or only the configuration's (the privacy page's retention periods): the same
 * HTML for everyone until the next build or start (a new process).
 */
const STATIC_PAGES = ['/', '/example-job', '/privacy', '/terms'];

/** Pages with the database's partners and perks: rendered like the job list (decision 061). */
const PARTNER_PAGES = ['/product', '/restaurants'];

/**
 * The public pages painted from the server's HTML (docs/decisions/025-server-rendered-public-pages.md);
 * job pages are in seo.routes.ts with their metadata. The job list is rendered per request, from
 * the database, shared between visitors for a few seconds at most (decision 039); the static pages
 * once, then served from memory.
 */
export const publicPagesRoutes: FastifyPluginAsync = async (app) => {
  const jobs = publicJobsSource(app.db, app.config);
  // One per page and language: every key and cache below names the language it was rendered in.
  const rendered = new Map<string, Promise<RenderedPage | null>>();

  for (const path of STATIC_PAGES) {
    app.get(path, async (request, reply) => {
      const locale = requestLocale(request);
      const key = `${locale} ${path}`;
      let page = rendered.get(key);
      if (!page) {
        page = app.renderPage(`${publicOrigin(request)}${path}`, jobs, locale);
        rendered.set(key, page);
        // A failed render is tried again by the next visitor rather than kept.
        page.catch(() => rendered.delete(key));
      }
      return reply.sendSpa({ page: await page });
    });
  }

  // The page an alert e-mail's unsubscribe link opens: rendered so its button (a plain form
  // posting to the one-click address) works without script. One per link, so not shared.
  app.get('/alerts/unsubscribe/:token', async (request, reply) =>
    reply.sendSpa({
      page: await app.renderPage(`${publicOrigin(request)}${request.url}`, jobs, requestLocale(request)),
    }),
  );

  // Shared for a few seconds and emptied by any write (plugins/shared-page-cache.ts).
  for (const path of PARTNER_PAGES) {
    app.get(path, async (request, reply) => {
      const url = `${publicOrigin(request)}${path}`;
      const locale = requestLocale(request);
      const page = await app.sharedPages.get(`${locale} ${url}`, () => app.renderPage(url, jobs, locale));
      return reply.sendSpa({ page });
    });
  }

  // Its contact form says how it went in the query (`?contact=sent`), so it is rendered per address.
  app.get('/support', async (request, reply) => {
    const url = `${publicOrigin(request)}${request.url}`;
    const locale = requestLocale(request);
    const page = await app.sharedPages.get(`${locale} ${url}`, () => app.renderPage(url, jobs, locale));
    return reply.sendSpa({ page });
  });

  app.get('/jobs', async (request, reply) => {
    const url = `${publicOrigin(request)}${request.url}`;
    const locale = requestLocale(request);
    const page = await app.sharedPages.get(`${locale} ${url}`, () => app.renderPage(url, jobs, locale));
    return reply.sendSpa({ page });
  });
};
