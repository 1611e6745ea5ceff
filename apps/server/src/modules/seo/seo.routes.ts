import { createHash } from 'node:crypto';
import { isPublicBusiness, LOCALE_PARAM, type Locale, SOURCE_LOCALE, ZUuid } from '@perks/contract';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { SharedPageCache } from '../../plugins/shared-page-cache.ts';
import { findBusinessDetail } from '../businesses/index.ts';
import { type FoundJob, findJob } from '../jobs/index.ts';
import { businessHead, NOT_FOUND_BUSINESS_HEAD } from './business-head.ts';
import { liveJobHead, NOT_FOUND_JOB_HEAD } from './job-head.ts';
import { createJobPageCache, jobPageVersion } from './job-page-cache.ts';
import { FEED_MAX_JOBS, jobsFeedXml } from './jobs-feed.ts';
import { publicJobsSource, withFoundBusiness, withFoundJob } from './public-jobs-source.ts';
import {
  activeBusinessEntries,
  liveFeedJobs,
  liveJobEntries,
  SITEMAP_MAX_URLS,
} from './sitemap.repository.ts';
import {
  JOBS_FEED_PATH,
  robotsTxt,
  SITEMAP_INDEX_PATH,
  SITEMAP_PATH,
  STATIC_PATHS,
  sitemapIndexXml,
  sitemapXml,
} from './sitemap.ts';

/** How long one built feed answers every board that asks (it is read in full each time). */
const FEED_TTL_MS = 60_000;
/** How long a board may keep the feed before asking again (with its ETag). */
const FEED_CACHE_CONTROL = 'public, max-age=900';

interface BuiltFeed {
  xml: string;
  etag: string;
  lastModified: Date | null;
}

/** A page's own address in `locale` (its canonical link): English is the address without ?lang=. */
function localizedUrl(url: string, locale: Locale): string {
  return locale === SOURCE_LOCALE ? url : `${url}?${LOCALE_PARAM}=${locale}`;
}

type SpaAnswer = NonNullable<Parameters<FastifyReply['sendSpa']>[0]>;

/**
 * Pages for crawlers and link previews, served at the site root (not under /api): the job and
 * business pages' HTML with their metadata already in <head>, the sitemap and robots.txt.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  const jobs = publicJobsSource(app.db, app.config);

  const jobPages = createJobPageCache();

  /** The job page's answer as a visitor gets it: status, metadata and the rendered page. */
  const jobPage = async (
    origin: string,
    url: string,
    found: FoundJob | null,
    locale: Locale,
  ): Promise<SpaAnswer> => {
    // The page as a visitor sees it, from the job already read (docs/decisions/025-…).
    const page = await app.renderPage(url, withFoundJob(jobs, found), locale);
    // Not live (or no such job) is a 404 for crawlers; the page shows 'Job Not Found', or, once
    // they are signed in, the job itself to its business's managers.
    if (!found?.live) return { status: 404, head: NOT_FOUND_JOB_HEAD, page };
    const canonical = localizedUrl(`${origin}/jobs/${found.job.id}`, locale);
    return { head: liveJobHead(found.job, canonical, { locale, xAccount: app.config.X_ACCOUNT }), page };
  };

  // The job is read on every request, as its JSON is; the page rendered from it is reused for as
  // long as that read gives the same job (modules/seo/job-page-cache.ts, decision 078).
  app.get<{ Params: { id: string } }>('/jobs/:id', async (request, reply) => {
    const id = request.params.id;
    const found = ZUuid.safeParse(id).success ? await findJob(app.db, id) : null;
    const locale = requestLocale(request);
    const origin = publicOrigin(request);
    const url = `${origin}${request.url}`;
    const key = `${locale} ${url} ${jobPageVersion(found)}`;
    const spa = await jobPages.get(key, () => jobPage(origin, url, found, locale));
    // Counted on every answer, rendered now or reused (decision 066).
    if (found?.live) {
      app.pageViews.count(request, { kind: 'job', pageId: found.job.id, businessId: found.job.business_id });
    }
    return reply.sendSpa(spa);
  });

  app.get<{ Params: { id: string } }>('/business/:id', async (request, reply) => {
    const id = request.params.id;
    const found = ZUuid.safeParse(id).success ? await findBusinessDetail(app.db, id) : null;
    const visible = found && isPublicBusiness(found) ? found : null;
    const locale = requestLocale(request);
    const page = await app.renderPage(
      `${publicOrigin(request)}${request.url}`,
      withFoundBusiness(jobs, visible),
      locale,
    );
    // Inactive, archived or missing is a 404 for crawlers; the page shows 'Business not found',
    // or, once they are signed in, the business itself to its owners and managers and to admins.
    if (!visible) return reply.sendSpa({ status: 404, head: NOT_FOUND_BUSINESS_HEAD, page });
    app.pageViews.count(request, { kind: 'business', pageId: visible.id, businessId: visible.id });
    const url = localizedUrl(`${publicOrigin(request)}/business/${visible.id}`, locale);
    return reply.sendSpa({
      head: businessHead(visible, url, { locale, xAccount: app.config.X_ACCOUNT }),
      page,
    });
  });

  // Built from the database at most once a minute per origin, whoever asks (decision 102).
  const feeds = new SharedPageCache(FEED_TTL_MS, 4);
  const buildFeed = async (origin: string): Promise<BuiltFeed> => {
    const live = await liveFeedJobs(app.db, FEED_MAX_JOBS);
    const times = live.map((job) => Date.parse(job.updated_at));
    const lastModified = times.length > 0 ? new Date(Math.max(...times)) : null;
    const xml = jobsFeedXml(origin, live, lastModified);
    const etag = `"${createHash('sha256').update(xml).digest('base64url').slice(0, 27)}"`;
    return { xml, etag, lastModified };
  };

  app.get(JOBS_FEED_PATH, async (request, reply) => {
    const origin = publicOrigin(request);
    const feed = await feeds.get(origin, () => buildFeed(origin));
    reply.header('cache-control', FEED_CACHE_CONTROL).header('etag', feed.etag);
    if (feed.lastModified) reply.header('last-modified', feed.lastModified.toUTCString());
    if (request.headers['if-none-match']?.split(',').some((t) => t.trim() === feed.etag)) {
      return reply.status(304).send();
    }
    return reply.type('application/xml; charset=utf-8').send(feed.xml);
  });

  app.get(SITEMAP_INDEX_PATH, async (request, reply) => {
    const origin = publicOrigin(request);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapIndexXml([{ loc: `${origin}${SITEMAP_PATH}` }, { loc: `${origin}${JOBS_FEED_PATH}` }]));
  });

  app.get(SITEMAP_PATH, async (request, reply) => {
    const origin = publicOrigin(request);
    const jobs = await liveJobEntries(app.db, SITEMAP_MAX_URLS - STATIC_PATHS.length);
    const businesses = await activeBusinessEntries(
      app.db,
      SITEMAP_MAX_URLS - STATIC_PATHS.length - jobs.length,
    );
    const xml = sitemapXml([
      ...STATIC_PATHS.map((path) => ({ loc: `${origin}${path}` })),
      ...jobs.map((j) => ({ loc: `${origin}/jobs/${j.id}`, lastmod: j.updated_at })),
      ...businesses.map((b) => ({ loc: `${origin}/business/${b.id}`, lastmod: b.updated_at })),
    ]);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });

  app.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(publicOrigin(request))),
  );
};
