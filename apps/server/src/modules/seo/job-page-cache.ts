import { createHash } from 'node:crypto';
import { SharedPageCache } from '../../plugins/shared-page-cache.ts';
import type { FoundJob } from '../jobs/index.ts';

/**
 * How long a rendered job page is reused. Its key holds everything it shows (below), so an edit
 * is never served stale; the bound is for what the page computes at render time from the clock
 * (a relative date such as "posted 3 days ago") and for the state it carries, whose age the
 * browser reads to decide when to ask again.
 */
const JOB_PAGE_TTL_MS = 5 * 60_000;
/**
 * Pages kept, oldest out: a rendered job page and its state are about 25 KB, so some 50 MB at
 * most, whatever a crawler asks for. Enough for every live job of a city's board, so a crawl
 * that walks them all in turn still finds each page it walked before.
 */
const JOB_PAGE_MAX_ENTRIES = 2000;

/**
 * The version of what a job page shows: a digest of the job as the route read it for this very
 * request (its text, pay, schedule, business name and logo, status and whether it is live).
 * The page is rendered from that object alone (withFoundJob), so two requests whose reads agree
 * get the same page, on any instance, and a change anywhere in it, from any instance, makes a
 * new key at once.
 */
export function jobPageVersion(found: FoundJob | null): string {
  return createHash('sha256')
    .update(JSON.stringify(found ?? null))
    .digest('base64url');
}

/** Rendered job pages by language, URL and version (decision 078). */
export const createJobPageCache = () => new SharedPageCache(JOB_PAGE_TTL_MS, JOB_PAGE_MAX_ENTRIES);
