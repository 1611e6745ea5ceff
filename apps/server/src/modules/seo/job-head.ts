import { jsonForScript, salaryDisplay, type TJob } from '@perks/contract';
import { plainText, truncate } from './html.ts';
import { jobPostingJsonLd } from './job-posting-json-ld.ts';
import { type HeadContext, META_DESCRIPTION_MAX, notFoundHead, pageHead, SITE_NAME } from './page-head.ts';
import { jobShareCard, jobShareImagePath, shareCardVersion, shareImageAlt } from './share-cards.ts';

/** 'Line Cook at Salt Pine Social — $18.00/hr + $8.00/hr tips. Fast-paced kitchen ...' */
function jobMetaDescription(job: TJob): string {
  const lead = `${job.title} at ${job.company}, ${job.location} — ${salaryDisplay(job)}.`;
  return truncate(plainText(`${lead} ${job.description}`), META_DESCRIPTION_MAX);
}

/**
 * Everything a crawler or a link preview reads for a live job, before any JavaScript runs: the
 * title and description, canonical link, Open Graph and Twitter card tags with the job's share
 * image, and the Google for Jobs JobPosting JSON-LD. Every database value is escaped for its context.
 */
export function liveJobHead(job: TJob, url: string, context: HeadContext): string {
  const title = `${job.title} at ${job.company} | ${SITE_NAME}`;
  const card = jobShareCard(job);
  const image = {
    path: `${jobShareImagePath(job.id)}?v=${shareCardVersion(card)}`,
    alt: shareImageAlt(card),
  };
  return [
    ...pageHead({ title, description: jobMetaDescription(job), url, image, context }),
    `<script type="application/ld+json">${jsonForScript(jobPostingJsonLd(job, url))}</script>`,
  ].join('\n');
}

/** The head of a job page that is missing or not live: the SPA shows 'Job Not Found'; crawlers drop it. */
export const NOT_FOUND_JOB_HEAD = notFoundHead('Job Not Found');
