import { jsonForScript, salaryDisplay, type TJob } from '@perks/contract';
import { escapeHtml, plainText, truncate } from './html.ts';
import { jobPostingJsonLd } from './job-posting.ts';

export const SITE_NAME = 'Industry Perks';
const META_DESCRIPTION_MAX = 160;

/** `<meta name|property="key" content="value">` with both sides escaped. */
export function headMeta(attribute: 'name' | 'property', key: string, value: string): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
}

/** 'Line Cook at Salt Pine Social — $18.00/hr + $8.00/hr tips. Fast-paced kitchen ...' */
function jobMetaDescription(job: TJob): string {
  const lead = `${job.title} at ${job.company}, ${job.location} — ${salaryDisplay(job)}.`;
  return truncate(plainText(`${lead} ${job.description}`), META_DESCRIPTION_MAX);
}

/**
 * Everything a crawler or a link preview reads for a live job, before any JavaScript runs: the
 * title and description, canonical link, Open Graph and Twitter card tags, and the Google for
 * Jobs JobPosting JSON-LD. Every database value is escaped for its context.
 */
export function liveJobHead(job: TJob, url: string): string {
  const title = `${job.title} at ${job.company} | ${SITE_NAME}`;
  const description = jobMetaDescription(job);
  return [
    `<title>${escapeHtml(title)}</title>`,
    headMeta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    headMeta('property', 'og:type', 'website'),
    headMeta('property', 'og:site_name', SITE_NAME),
    headMeta('property', 'og:title', title),
    headMeta('property', 'og:description', description),
    headMeta('property', 'og:url', url),
    ...(job.logo_url ? [headMeta('property', 'og:image', job.logo_url)] : []),
    headMeta('name', 'twitter:card', 'summary'),
    headMeta('name', 'twitter:title', title),
    headMeta('name', 'twitter:description', description),
    `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(job, url))}</script>`,
  ].join('\n');
}

/** The head of a job page that is missing or not live: the SPA shows 'Job Not Found'; crawlers drop it. */
export const NOT_FOUND_JOB_HEAD = [
  `<title>Job Not Found | ${SITE_NAME}</title>`,
  '<meta name="robots" content="noindex">',
].join('\n');
