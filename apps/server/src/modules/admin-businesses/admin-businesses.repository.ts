import {
  listPage,
  type TAdminBusiness,
  type TAdminBusinessDetail,
  type TAdminBusinessList,
  type TAdminBusinessListQuery,
} from '@perks/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { pageWithTotal } from '../../db/page-with-total.ts';
import { type BusinessRow, businesses, jobs, type NewBusinessRow, users } from '../../db/schema/index.ts';
import { liveJob } from '../jobs/index.ts';
import { listBusinessMembers } from './business-members.repository.ts';

const activeJobCount = sql<number>`(select count(*) from ${jobs} where ${jobs.business_id} = ${businesses.id} and ${liveJob})`;

function selectAdminBusinesses(db: Executor) {
  return db
    .select({
      business: businesses,
      owner_first_name: users.first_name,
      owner_phone: users.phone,
      active_job_count: activeJobCount.mapWith(Number),
    })
    .from(businesses)
    .leftJoin(users, eq(users.id, businesses.owner_id));
}

type AdminBusinessRow = Awaited<ReturnType<ReturnType<typeof selectAdminBusinesses>['execute']>>[number];

function toAdminBusiness({
  business: b,
  owner_first_name,
  owner_phone,
  active_job_count,
}: AdminBusinessRow): TAdminBusiness {
  return {
    id: b.id,
    name: b.name,
    business_type: b.business_type,
    description: b.description,
    status: b.status,
    is_active: b.is_active,
    address: b.address,
    city: b.city,
    industry: b.industry,
    phone: b.phone,
    email: b.email,
    website_url: b.website_url ?? b.website,
    instagram_url: b.instagram_url,
    tiktok_url: b.tiktok_url,
    facebook_url: b.facebook_url,
    logo_url: b.logo_url,
    hero_image_url: b.hero_image_url,
    primary_color: b.primary_color,
    max_visits_per_day: b.max_visits_per_day,
    time_between_visits_minutes: b.time_between_visits_minutes,
    latitude: b.latitude,
    longitude: b.longitude,
    employee_count: b.employee_count,
    active_job_count,
    owner_id: b.owner_id,
    owner: owner_phone === null ? null : { first_name: owner_first_name, phone: owner_phone },
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
  };
}

function listFilters(query: TAdminBusinessListQuery): SQL | undefined {
  return and(
    // `lower(name) like '%text%'`: the pg_trgm GIN index on lower(name) serves it.
    query.search ? sql`lower(${businesses.name}) like ${containsPattern(query.search)}` : undefined,
    query.status ? eq(businesses.status, query.status) : undefined,
    query.type ? eq(businesses.business_type, query.type) : undefined,
  );
}

/** One page of every business in any state, A to Z (the management list and the job form picker). */
// A business a member added and nobody has reviewed yet.
const waitingForReview = sql`(${businesses.status} = 'inactive' and not ${businesses.is_active})`;

/**
 * Businesses waiting for review come first, the newest on top, so an admin meets each new one the
 * moment they open the tab (decision 063); the rest follow A to Z.
 */
const ADMIN_LIST_ORDER = [
  desc(waitingForReview),
  desc(sql`case when ${waitingForReview} then ${businesses.created_at} end`),
  asc(sql`lower(${businesses.name})`),
  asc(businesses.id),
];

export async function listAdminBusinesses(
  db: Executor,
  query: TAdminBusinessListQuery,
): Promise<TAdminBusinessList> {
  const where = listFilters(query);
  const rows = selectAdminBusinesses(db).$dynamic();
  const page = await pageWithTotal(db, { rows, table: businesses, where, order: ADMIN_LIST_ORDER }, query);
  return listPage(page.rows.map(toAdminBusiness), page.total, query);
}

/** One business with its owners and managers, or null. */
export async function findAdminBusiness(db: Executor, id: string): Promise<TAdminBusinessDetail | null> {
  const [row] = await selectAdminBusinesses(db).where(eq(businesses.id, id));
  if (!row) return null;
  return { ...toAdminBusiness(row), members: await listBusinessMembers(db, id) };
}

export async function findBusinessRow(db: Executor, id: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id));
  return row ?? null;
}

export async function insertBusiness(db: Executor, values: NewBusinessRow): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  return row!;
}

export async function deleteBusinessRow(db: Executor, id: string): Promise<void> {
  await db.delete(businesses).where(eq(businesses.id, id));
}
