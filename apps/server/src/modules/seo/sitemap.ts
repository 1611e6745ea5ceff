import { escapeHtml } from './html.ts';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** The public pages that exist without any data. */
export const STATIC_PATHS = ['/', '/jobs', '/product', '/restaurants', '/example-job'] as const;

/** A sitemaps.org urlset document. */
export function sitemapXml(urls: readonly SitemapUrl[]): string {
  const entries = urls.map((u) => {
    const lastmod = u.lastmod ? `<lastmod>${u.lastmod.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeHtml(u.loc)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** Where the feeds and the sitemap are served, named in the sitemap index. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
export const JOBS_FEED_PATH = '/jobs-feed.xml';

/**
 * A sitemaps.org sitemap index: the sitemap of pages and the job feed for boards, each with when
 * it last changed when that is known.
 */
export function sitemapIndexXml(files: readonly SitemapUrl[]): string {
  const entries = files.map((f) => {
    const lastmod = f.lastmod ? `<lastmod>${f.lastmod.toISOString()}</lastmod>` : '';
    return `<sitemap><loc>${escapeHtml(f.loc)}</loc>${lastmod}</sitemap>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled except the signed-in areas; the sitemap index is named. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /post-job',
    'Disallow: /profile',
    'Disallow: /settings',
    'Disallow: /login',
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}
