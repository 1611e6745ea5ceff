import {
  BUSINESS_SORT_DEFAULT_ORDER,
  pageCount,
  type TBusinessList,
  type TBusinessListQuery,
} from '@perks/contract';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, jobs } from '../../db/schema/index.ts';
import { liveJob } from '../jobs/job-filters.ts';
import { type DirectoryBusinessRow, toDirectoryBusiness } from './business-dto.ts';
import { nameContains } from './businesses.repository.ts';

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

function directoryWhere(query: TBusinessListQuery, options: DirectoryOptions): SQL | undefined {
  const conditions: SQL[] = [];
  if (!options.includeInactive) {
    conditions.push(eq(businesses.status, 'active'), eq(businesses.is_active, true));
  }
  if (query.search) conditions.push(nameContains(query.search));
  if (query.company_size_min !== undefined)
    conditions.push(gte(businesses.employee_count, query.company_size_min));
  if (query.company_size_max !== undefined)
    conditions.push(lte(businesses.employee_count, query.company_size_max));
  if (query.industry) conditions.push(eq(businesses.industry, query.industry));
  if (query.city) conditions.push(eq(businesses.city, query.city));
  return and(...conditions);
}

/**
 * ORDER BY for a sort, with id as the tie-break so pages never overlap. Name sorts on lower(name)
 * (businesses_name_lower_idx); a team size sort puts businesses without a count last.
 */
function directoryOrder(query: TBusinessListQuery): SQL[] {
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
 * One page of the directory. The page of businesses is chosen first (filters and sort on the
 * businesses table's own indexes), and only then is each of those rows given its count of live
 * jobs, through jobs_business_posted_idx: one statement, no per-row round trips, and never a
 * count for a business that is not on the page.
 */
export async function listDirectory(
  db: Db,
  query: TBusinessListQuery,
  options: DirectoryOptions,
): Promise<TBusinessList> {
  const where = directoryWhere(query, options);
  const order = directoryOrder(query);
  const page = db
    .select({
      ...directoryColumns,
      position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('position'),
    })
    .from(businesses)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset((query.page - 1) * query.limit)
    .as('page');
  // Spelt with explicit qualifiers: inside the correlated subquery a bare "id" would be the job's.
  const pageId = sql`${sql.identifier('page')}.${sql.identifier('id')}`;
  const jobBusinessId = sql`${sql.identifier('jobs')}.${sql.identifier('business_id')}`;
  const activeJobCount = sql<number>`(select count(*) from ${jobs} where ${jobBusinessId} = ${pageId} and ${liveJob})`;
  const pageColumns = Object.fromEntries(
    Object.keys(directoryColumns).map((key) => [key, page[key as keyof typeof directoryColumns]]),
  ) as { [K in keyof typeof directoryColumns]: (typeof page)[K] };
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...pageColumns, active_job_count: activeJobCount.as('active_job_count') })
      .from(page)
      .orderBy(asc(page.position)),
    db.select({ total: count() }).from(businesses).where(where),
  ]);
  const totalCount = Number(total?.total ?? 0);
  return {
    data: rows.map((row) => toDirectoryBusiness(row as DirectoryBusinessRow)),
    total: totalCount,
    page: query.page,
    limit: query.limit,
    totalPages: pageCount(totalCount, query.limit),
  };
}
