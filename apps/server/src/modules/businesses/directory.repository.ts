import {
  BUSINESS_SORT_DEFAULT_ORDER,
  listPage,
  type TBusinessList,
  type TBusinessListQuery,
} from '@perks/contract';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { builtStatement } from '../../db/built-statements.ts';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { liveBusiness } from '../../db/live-business.ts';
import { businesses, jobs } from '../../db/schema/index.ts';
import { liveJob, nearbyBusinesses, originValues, searchOrigin } from '../jobs/index.ts';
import { toDirectoryBusiness } from './business-dto.ts';

const directoryColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  business_type: businesses.business_type,
  industry: businesses.industry,
  city: businesses.city,
  status: businesses.status,
  is_active: businesses.is_active,
  address: businesses.address,
  phone: businesses.phone,
  email: businesses.email,
  website: businesses.website,
  website_url: businesses.website_url,
  logo_url: businesses.logo_url,
  hero_image_url: businesses.hero_image_url,
  primary_color: businesses.primary_color,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  employee_count: businesses.employee_count,
  owner_id: businesses.owner_id,
  created_at: businesses.created_at,
  updated_at: businesses.updated_at,
};

export interface DirectoryOptions {
  /** Admins see inactive and archived businesses too; everyone else only active ones. */
  includeInactive: boolean;
}

/** The values a directory query binds (a type, so it passes as Drizzle's placeholder record). */
export type DirectoryValues = {
  search_pattern?: string;
  company_size_min?: number;
  company_size_max?: number;
  industry?: TBusinessListQuery['industry'];
  city?: TBusinessListQuery['city'];
};

export function directoryValues(query: TBusinessListQuery): DirectoryValues {
  const values: DirectoryValues = {};
  if (query.search) values.search_pattern = containsPattern(query.search);
  if (query.company_size_min !== undefined) values.company_size_min = query.company_size_min;
  if (query.company_size_max !== undefined) values.company_size_max = query.company_size_max;
  if (query.industry) values.industry = query.industry;
  if (query.city) values.city = query.city;
  return values;
}

/**
 * The WHERE clause with each filter as a placeholder, so one built statement serves every request
 * with the same filters. The name search is `lower(name) like '%text%'` (the pg_trgm GIN index).
 */
function directoryWhere(query: TBusinessListQuery, options: DirectoryOptions): SQL | undefined {
  const values = directoryValues(query);
  const conditions: SQL[] = [];
  if (!options.includeInactive) {
    conditions.push(liveBusiness);
  }
  if (values.search_pattern !== undefined)
    conditions.push(sql`lower(${businesses.name}) like ${sql.placeholder('search_pattern')}`);
  if (values.company_size_min !== undefined)
    conditions.push(gte(businesses.employee_count, sql.placeholder('company_size_min')));
  if (values.company_size_max !== undefined)
    conditions.push(lte(businesses.employee_count, sql.placeholder('company_size_max')));
  if (values.industry !== undefined) conditions.push(eq(businesses.industry, sql.placeholder('industry')));
  if (values.city !== undefined) conditions.push(eq(businesses.city, sql.placeholder('city')));
  // At least one live job, through jobs_live_business_idx: applies across every page.
  if (query.hiring_now)
    conditions.push(
      sql`exists (select 1 from ${jobs} where ${jobs.business_id} = ${businesses.id} and ${liveJob})`,
    );
  // Near a place: those within the radius and those without a point (decision 099).
  if (searchOrigin(query)) conditions.push(nearbyBusinesses.where);
  return and(...conditions);
}

/** Which filters a query uses, its sort and who is asking: requests of one shape share statements. */
function directoryShape(query: TBusinessListQuery, options: DirectoryOptions): string {
  const order = query.sort_order ?? BUSINESS_SORT_DEFAULT_ORDER[query.sort_by];
  const filters = [...Object.keys(directoryValues(query)), ...(query.hiring_now ? ['hiring_now'] : [])].join(
    ',',
  );
  const near = searchOrigin(query) ? '|near' : '';
  return `${options.includeInactive ? 'all' : 'active'}|${filters}|${query.sort_by}|${order}${near}`;
}

/**
 * ORDER BY for a sort, with id as the tie-break so pages never overlap. Name sorts on lower(name)
 * (businesses_name_lower_idx); a team size sort puts businesses without a count last.
 */
function directoryOrder(query: TBusinessListQuery): SQL[] {
  // Near a place, nearest first and those without a point last; the sort then breaks ties.
  const near = searchOrigin(query) ? [nearbyBusinesses.order] : [];
  return [...near, ...sortOrder(query)];
}

function sortOrder(query: TBusinessListQuery): SQL[] {
  const order = query.sort_order ?? BUSINESS_SORT_DEFAULT_ORDER[query.sort_by];
  const dir = order === 'asc' ? asc : desc;
  switch (query.sort_by) {
    case 'employee_count':
      return [sql`${businesses.employee_count} ${sql.raw(order)} nulls last`, dir(businesses.id)];
    case 'created_at':
      return [dir(businesses.created_at), dir(businesses.id)];
    case 'updated_at':
      return [dir(businesses.updated_at), dir(businesses.id)];
    default:
      return [dir(sql`lower(${businesses.name})`), dir(businesses.id)];
  }
}

/**
 * One page of the directory (limit and offset are placeholders). The page of businesses is chosen
 * first (filters and sort on the businesses table's own indexes), and only then is each of those
 * rows given its count of live jobs, through jobs_business_posted_idx: one statement, no per-row
 * round trips, and never a count for a business that is not on the page. Exported, with the count
 * below, for the benchmark's raw baseline.
 */
export function directoryPageQuery(db: Executor, query: TBusinessListQuery, options: DirectoryOptions) {
  const order = directoryOrder(query);
  const page = db
    .select({
      id: businesses.id,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    })
    .from(businesses)
    .where(directoryWhere(query, options))
    .orderBy(...order)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .as('page');
  // The page's rows are read back from businesses itself rather than through the subquery's
  // columns: Drizzle decodes a subquery's columns through proxies, which cost more per row than
  // the 20 primary-key lookups of this join.
  const activeJobCount = sql<number>`(select count(*) from ${jobs} where ${jobs.business_id} = ${businesses.id} and ${liveJob})`;
  const distance = searchOrigin(query) ? nearbyBusinesses.distanceMeters : sql<number | null>`null::float8`;
  return db
    .select({
      ...directoryColumns,
      active_job_count: activeJobCount.as('active_job_count'),
      distance_m: distance.as('distance_m'),
    })
    .from(page)
    .innerJoin(businesses, eq(businesses.id, page.id))
    .orderBy(asc(page.position));
}

export function directoryCountQuery(db: Executor, query: TBusinessListQuery, options: DirectoryOptions) {
  return db.select({ total: count() }).from(businesses).where(directoryWhere(query, options));
}

export function directoryPageValues(query: TBusinessListQuery): Record<string, unknown> {
  return { ...directoryCountValues(query), limit: query.limit, offset: (query.page - 1) * query.limit };
}

/** The filters' values and, near a place, its origin and radius. */
function directoryCountValues(query: TBusinessListQuery): Record<string, unknown> {
  const origin = searchOrigin(query);
  return { ...directoryValues(query), ...(origin ? originValues(origin) : {}) };
}

/** A directory row as Drizzle types the page query's result. */
export type DirectoryBusinessRow = Awaited<ReturnType<typeof directoryPageQuery>>[number];

/** One page of the directory with its total. */
export async function listDirectory(
  db: Executor,
  query: TBusinessListQuery,
  options: DirectoryOptions,
): Promise<TBusinessList> {
  const shape = directoryShape(query, options);
  const [rows, [total]] = await Promise.all([
    builtStatement(db, `directory page ${shape}`, () =>
      directoryPageQuery(db, query, options).prepare(''),
    ).execute(directoryPageValues(query)),
    builtStatement(db, `directory count ${shape}`, () =>
      directoryCountQuery(db, query, options).prepare(''),
    ).execute(directoryCountValues(query)),
  ]);
  return toDirectoryList(query, rows, Number(total?.total ?? 0));
}

export function toDirectoryList(
  query: TBusinessListQuery,
  rows: DirectoryBusinessRow[],
  total: number,
): TBusinessList {
  return listPage(rows.map(toDirectoryBusiness), total, query);
}
