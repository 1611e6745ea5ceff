import type { TBusinessDetail } from '@perks/contract';
import { escapeHtml, plainText, truncate } from './html.ts';
import { headMeta, SITE_NAME } from './job-head.ts';

const META_DESCRIPTION_MAX = 160;

/** 'Salt Pier Kitchen, 12 Fore St, Portland — 3 open jobs. Seafood and small plates on the wharf.' */
function businessMetaDescription(business: TBusinessDetail): string {
  const jobs = business.signals.live_job_count;
  const hiring = jobs === 0 ? '' : ` — ${jobs} open job${jobs === 1 ? '' : 's'}`;
  const lead = `${business.name}${business.address ? `, ${business.address}` : ''}${hiring}.`;
  return truncate(plainText(`${lead} ${business.description ?? ''}`), META_DESCRIPTION_MAX);
}

/**
 * Everything a crawler or a link preview reads for an active business before any JavaScript
 * runs: title, description, canonical link, Open Graph and Twitter card tags. Escaped throughout.
 */
export function businessHead(business: TBusinessDetail, url: string): string {
  const title = `${business.name} | ${SITE_NAME}`;
  const description = businessMetaDescription(business);
  return [
    `<title>${escapeHtml(title)}</title>`,
    headMeta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    headMeta('property', 'og:type', 'website'),
    headMeta('property', 'og:site_name', SITE_NAME),
    headMeta('property', 'og:title', title),
    headMeta('property', 'og:description', description),
    headMeta('property', 'og:url', url),
    ...(business.logo_url ? [headMeta('property', 'og:image', business.logo_url)] : []),
    headMeta('name', 'twitter:card', 'summary'),
    headMeta('name', 'twitter:title', title),
    headMeta('name', 'twitter:description', description),
  ].join('\n');
}

/** A business that is missing, inactive or archived: the page shows 'Business not found'; crawlers drop it. */
export const NOT_FOUND_BUSINESS_HEAD = [
  `<title>Business Not Found | ${SITE_NAME}</title>`,
  '<meta name="robots" content="noindex">',
].join('\n');
