import { type Locale, SUPPORTED_LOCALES } from '@perks/contract';
import { escapeHtml } from './html.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-image-size.ts';

export const SITE_NAME = 'Industry Perks';
/** How long a page's meta description may be before it is cut (what search results show). */
export const META_DESCRIPTION_MAX = 160;

/** Each language's Open Graph locale (language_TERRITORY, as Facebook lists them). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_LA', fr: 'fr_FR', pt: 'pt_BR' };

/** What every public page's head says the same way: the page's language and the site's X account. */
export interface HeadContext {
  locale: Locale;
  /** '@name', when the site has one (X_ACCOUNT). */
  xAccount?: string;
}

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
  /** The page's share image (its path on this site) and what it shows. */
  image: { path: string; alt: string };
  context: HeadContext;
}): string[] {
  const { title, description, url, image, context } = page;
  // Link previews need the whole address.
  const imageUrl = new URL(image.path, url).href;
  return [
    `<title>${escapeHtml(title)}</title>`,
    headMeta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    headMeta('property', 'og:type', 'website'),
    headMeta('property', 'og:site_name', SITE_NAME),
    headMeta('property', 'og:title', title),
    headMeta('property', 'og:description', description),
    headMeta('property', 'og:url', url),
    headMeta('property', 'og:locale', OG_LOCALES[context.locale]),
    ...SUPPORTED_LOCALES.filter((l) => l !== context.locale).map((l) =>
      headMeta('property', 'og:locale:alternate', OG_LOCALES[l]),
    ),
    headMeta('property', 'og:image', imageUrl),
    headMeta('property', 'og:image:type', 'image/png'),
    headMeta('property', 'og:image:width', String(SHARE_IMAGE_WIDTH)),
    headMeta('property', 'og:image:height', String(SHARE_IMAGE_HEIGHT)),
    headMeta('property', 'og:image:alt', image.alt),
    headMeta('name', 'twitter:card', 'summary_large_image'),
    headMeta('name', 'twitter:title', title),
    headMeta('name', 'twitter:description', description),
    headMeta('name', 'twitter:image', imageUrl),
    headMeta('name', 'twitter:image:alt', image.alt),
    ...(context.xAccount
      ? [
          headMeta('name', 'twitter:site', context.xAccount),
          headMeta('name', 'twitter:creator', context.xAccount),
        ]
      : []),
  ];
}

/** The head of a page that is missing or not public: its title, and no indexing. */
export function notFoundHead(title: string): string {
  return [
    `<title>${escapeHtml(title)} | ${SITE_NAME}</title>`,
    '<meta name="robots" content="noindex">',
  ].join('\n');
}
