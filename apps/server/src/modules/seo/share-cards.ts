import { createHash } from 'node:crypto';
import { salaryDisplay, type TBusinessDetail, type TJob } from '@perks/contract';
import { jobAddress } from './job-posting-json-ld.ts';

/**
 * The words and logo of a share image, before the logo is read: what the image shows, so also
 * what its version is made of.
 */
export interface ShareCardText {
  headline: string;
  pill: string | null;
  business: string;
  place: string;
  /** The business's logo address (a stored image's name is the hash of its bytes). */
  logoUrl: string | null;
}

/**
 * A job's card: its title as posted, the pay line in the words of the job card in the default
 * language (the same formatter, `salaryDisplay`), the business's name and logo, and the town.
 */
export function jobShareCard(job: TJob): ShareCardText {
  const address = jobAddress(job);
  return {
    headline: job.title,
    pill: salaryDisplay(job),
    business: job.company,
    place: `${address.addressLocality}, ${address.addressRegion}`,
    logoUrl: job.logo_url,
  };
}

/** '3 open jobs', '1 open job', or none when it has no live job. */
function openJobs(count: number): string | null {
  return count === 0 ? null : `${count} open job${count === 1 ? '' : 's'}`;
}

/** A business's card: its name and logo, how many jobs it has open, its address. */
export function businessShareCard(business: TBusinessDetail): ShareCardText {
  return {
    headline: business.name,
    pill: openJobs(business.signals.live_job_count),
    business: business.name,
    place: business.address ?? 'Portland, ME',
    logoUrl: business.logo_url,
  };
}

/**
 * The version of an image's content: a digest of what it is drawn from (its words and the logo's
 * address). Any instance computes the same version from the same rows, and a change to any of
 * them gives a new one at once. The page links the image with it (`?v=`), so a preview made
 * after a change asks for the new image; the image's ETag adds the platform theme.
 */
export function shareCardVersion(card: ShareCardText): string {
  return createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 22);
}

/** What a link preview says the image shows: 'Bartender at Salt Pine Social — $15.00/hr + tips'. */
export function shareImageAlt(card: ShareCardText): string {
  const who = card.headline === card.business ? card.business : `${card.headline} at ${card.business}`;
  return card.pill ? `${who} — ${card.pill}` : who;
}

/** Where a page's share image is served: beside the page, with the version the page was drawn from. */
export const jobShareImagePath = (id: string) => `/jobs/${id}/share.png`;
export const businessShareImagePath = (id: string) => `/business/${id}/share.png`;
