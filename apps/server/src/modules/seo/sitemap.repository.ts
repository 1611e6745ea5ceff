import type { TJob } from '@perks/contract';
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { liveBusiness } from '../../db/live-business.ts';
import { businesses } from '../../db/schema/businesses.ts';
import { jobs } from '../../db/schema/jobs.ts';
import { liveJob, selectPublicJobs, toPublicJob } from '../jobs/index.ts';

/** One sitemap file holds at most 50,000 URLs (sitemaps.org); newest content wins the space. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  id: string;
  updated_at: Date;
}

/** Live jobs, newest first. */
export function liveJobEntries(db: Executor, limit: number): Promise<SitemapEntry[]> {
  return db
    .select({ id: jobs.id, updated_at: jobs.updated_at })
    .from(jobs)
    .where(liveJob)
    .orderBy(desc(jobs.posted_at), desc(jobs.id))
    .limit(limit);
}

/** Businesses whose public page is worth indexing: active ones. */
export function activeBusinessEntries(db: Executor, limit: number): Promise<SitemapEntry[]> {
  return db
    .select({ id: businesses.id, updated_at: businesses.updated_at })
    .from(businesses)
    .where(liveBusiness)
    .orderBy(desc(businesses.updated_at))
    .limit(limit);
}

/** Live jobs as the API shows them, newest first: the job feed's content. */
export async function liveFeedJobs(db: Executor, limit: number): Promise<TJob[]> {
  const rows = await selectPublicJobs(db)
    .where(liveJob)
    .orderBy(desc(jobs.posted_at), desc(jobs.id))
    .limit(limit);
  return rows.map(toPublicJob);
}
