import {
  isPublicBusiness,
  type PublicJobsSource,
  retentionPeriods,
  type TBusinessDetail,
  type TJob,
  ZJobListQuery,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { findBusinessDetail } from '../businesses/index.ts';
import { type FoundJob, findJob, listLiveJobs } from '../jobs/index.ts';
import { listPartners } from '../promotions/index.ts';
import { configuredRetention, type RetentionSettings } from '../retention/index.ts';

/**
 * The job data of a server-rendered page, read through the same repository functions as the API
 * (no request to ourselves), and as a visitor sees it: live jobs only. Passed through JSON so the
 * page renders exactly what the browser hydrates from.
 */
export function publicJobsSource(db: Db, config: RetentionSettings): PublicJobsSource {
  const retention = retentionPeriods(configuredRetention(config));
  return {
    list: async (filters) => asJson(await listLiveJobs(db, ZJobListQuery.parse(filters))),
    job: async (id) => visibleJob(await findJob(db, id)),
    business: async (id) => visibleBusiness(await findBusinessDetail(db, id)),
    partners: async () => asJson(await listPartners(db, new Date())),
    retention: async () => retention,
  };
}

/** A business the route has already read, so rendering its page does not read it again. */
export function withFoundBusiness(source: PublicJobsSource, found: TBusinessDetail | null): PublicJobsSource {
  return { ...source, business: async () => visibleBusiness(found) };
}

function visibleBusiness(found: TBusinessDetail | null): TBusinessDetail | null {
  return found && isPublicBusiness(found) ? asJson(found) : null;
}

/** A job the route has already read, so rendering its page does not read it again. */
export function withFoundJob(source: PublicJobsSource, found: FoundJob | null): PublicJobsSource {
  return { ...source, job: async () => visibleJob(found) };
}

function visibleJob(found: FoundJob | null): TJob | null {
  return found?.live ? asJson(found.job) : null;
}

function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
