import { escapeHtml } from './html.ts';

export interface SitemapUrl {
  loc: string;
  lastmod?: Date;
}

/** The public pages that exist without any data. */
export const STATIC_PATHS = ['/', '/jobs', '/product', '/restaurants', '/example-job'] as const;

/** A sitemaps.org document: a `urlset` of `url` entries, or a `sitemapindex` of `sitemap` entries. */
function sitemapsOrgXml(
  root: 'urlset' | 'sitemapindex',
  entry: 'url' | 'sitemap',
  items: readonly SitemapUrl[],
) {
  const entries = items.map((item) => {
    const lastmod = item.lastmod ? `<lastmod>${item.lastmod.toISOString()}</lastmod>` : '';
    return `<${entry}><loc>${escapeHtml(item.loc)}</loc>${lastmod}</${entry}>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...entries,
    `</${root}>`,
    '',
  ].join('\n');
}

/** A sitemaps.org urlset document. */
export const sitemapXml = (urls: readonly SitemapUrl[]): string => sitemapsOrgXml('urlset', 'url', urls);

/** Where the feeds and the sitemap are served, named in the sitemap index. */
export const SITEMAP_PATH = '/sitemap.xml';
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';
export const JOBS_FEED_PATH = '/jobs-feed.xml';

/** A sitemaps.org sitemap index: the sitemap of pages and the job feed for boards. */
export const sitemapIndexXml = (files: readonly SitemapUrl[]): string =>
  sitemapsOrgXml('sitemapindex', 'sitemap', files);

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
