import type { TBusinessDetail } from '@perks/contract';
import { plainText, truncate } from './html.ts';
import { META_DESCRIPTION_MAX, notFoundHead, pageHead, SITE_NAME } from './page-head.ts';

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
  return pageHead({
    title,
    description: businessMetaDescription(business),
    url,
    image: business.logo_url,
  }).join('\n');
}

/** A business that is missing, inactive or archived: the page shows 'Business not found'; crawlers drop it. */
export const NOT_FOUND_BUSINESS_HEAD = notFoundHead('Business Not Found');
