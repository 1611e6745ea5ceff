import type { TBusinessDetail } from '@perks/contract';
import { plainText, truncate } from './html.ts';
import { type HeadContext, META_DESCRIPTION_MAX, notFoundHead, pageHead, SITE_NAME } from './page-head.ts';
import { businessShareCard, businessShareImagePath, shareCardVersion, shareImageAlt } from './share-cards.ts';

/** 'Salt Pier Kitchen, 12 Fore St, Portland — 3 open jobs. Seafood and small plates on the wharf.' */
function businessMetaDescription(business: TBusinessDetail): string {
  const jobs = business.signals.live_job_count;
  const hiring = jobs === 0 ? '' : ` — ${jobs} open job${jobs === 1 ? '' : 's'}`;
  const lead = `${business.name}${business.address ? `, ${business.address}` : ''}${hiring}.`;
  return truncate(plainText(`${lead} ${business.description ?? ''}`), META_DESCRIPTION_MAX);
}

/**
 * Everything a crawler or a link preview reads for an active business before any JavaScript
 * runs: title, description, canonical link, Open Graph and Twitter card tags with the business's
 * share image. Escaped throughout.
 */
export function businessHead(business: TBusinessDetail, url: string, context: HeadContext): string {
  const title = `${business.name} | ${SITE_NAME}`;
  const card = businessShareCard(business);
  const path = `${businessShareImagePath(business.id)}?v=${shareCardVersion(card)}`;
  return pageHead({
    title,
    description: businessMetaDescription(business),
    url,
    image: { path, alt: shareImageAlt(card) },
    context,
  }).join('\n');
}

/** A business that is missing, inactive or archived: the page shows 'Business not found'; crawlers drop it. */
export const NOT_FOUND_BUSINESS_HEAD = notFoundHead('Business Not Found');
