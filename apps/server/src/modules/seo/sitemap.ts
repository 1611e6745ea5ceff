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

/** robots.txt: everything public may be crawled except the signed-in areas; the sitemap is named. */
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
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
