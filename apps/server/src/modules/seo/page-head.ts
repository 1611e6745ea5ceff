import { escapeHtml } from './html.ts';

export const SITE_NAME = 'Industry Perks';
/** How long a page's meta description may be before it is cut (what search results show). */
export const META_DESCRIPTION_MAX = 160;

/** `<meta name|property="key" content="value">` with both sides escaped. */
function headMeta(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

/**
 * What a crawler or a link preview reads for a public page before any JavaScript runs: title,
 * description, canonical link, Open Graph and Twitter card tags, each escaped. Pages add their own
 * tags after these (a job page its JSON-LD).
 */
export function pageHead(page: {
  title: string;
  description: string;
  url: string;
  image?: string | null;
}): string[] {
  const { title, description, url, image } = page;
  return [
    `<title>${escapeHtml(title)}</title>`,
    headMeta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    headMeta('property', 'og:type', 'website'),
    headMeta('property', 'og:site_name', SITE_NAME),
    headMeta('property', 'og:title', title),
    headMeta('property', 'og:description', description),
    headMeta('property', 'og:url', url),
    // An uploaded image is stored as a path on this site; link previews need the whole address.
    ...(image ? [headMeta('property', 'og:image', new URL(image, url).href)] : []),
    headMeta('name', 'twitter:card', 'summary'),
    headMeta('name', 'twitter:title', title),
    headMeta('name', 'twitter:description', description),
  ];
}

/** The head of a page that is missing or not public: its title, and no indexing. */
export function notFoundHead(title: string): string {
  return [
    `<title>${escapeHtml(title)} | ${SITE_NAME}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n');
}
