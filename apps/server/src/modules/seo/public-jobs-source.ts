import {
  isPublicBusiness,
  type PublicJobsSource,
  retentionPeriods,
  type TBusinessDetail,
  type TJob,
  ZJobListQuery,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
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
    list: async (filters) =>
      asJson(await listLiveJobs(db, ZJobListQuery.parse(filters)).catch(refusedForThePage)),
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

/**
 * A list refused for its query (a ZIP code no table holds) fails the page's query, and the page
 * carries the failure to the browser as JSON: this one keeps its message and field there, so the
 * screen (rendered here, or hydrated without JavaScript's help) says what to fix.
 */
class RefusedQuery extends Error {
  readonly code: string;
  readonly field: string | undefined;
  readonly status: number;
  constructor(refused: AppError) {
    super(refused.message);
    this.code = refused.code;
    this.field = refused.field;
    this.status = refused.statusCode;
  }
  toJSON() {
    return { code: this.code, field: this.field, status: this.status, message: this.message };
  }
}

function refusedForThePage(error: unknown): never {
  if (error instanceof AppError && error.statusCode === 400) throw new RefusedQuery(error);
  throw error;
}

function asJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
