import type { TBusinessDetail, TBusinessSignals } from '@perks/contract';
import { avg, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, jobs } from '../../db/schema/index.ts';
import { liveJob } from '../jobs/index.ts';

const detailColumns = {
  id: businesses.id,
  name: businesses.name,
  description: businesses.description,
  business_type: businesses.business_type,
  status: businesses.status,
  is_active: businesses.is_active,
  address: businesses.address,
  phone: businesses.phone,
  email: businesses.email,
  latitude: businesses.latitude,
  longitude: businesses.longitude,
  logo_url: businesses.logo_url,
  hero_image_url: businesses.hero_image_url,
  primary_color: businesses.primary_color,
  website_url: businesses.website_url,
  website: businesses.website,
  instagram_url: businesses.instagram_url,
  tiktok_url: businesses.tiktok_url,
  facebook_url: businesses.facebook_url,
  booking_url: businesses.booking_url,
  menu_url: businesses.menu_url,
  opening_hours: businesses.opening_hours,
  culture: businesses.culture,
  employee_count: businesses.employee_count,
  created_at: businesses.created_at,
  updated_at: businesses.updated_at,
};

// Averages arrive as numeric text; the API answers numbers rounded to cents (hours to a tenth).
const rounded = (value: string | number | null, places: number): number | null =>
  value === null ? null : Number(Number(value).toFixed(places));

/**
 * What the business's live jobs say about working there ('Culture & Signals'): how many, how
 * tips are shared, and the average base pay, tips and weekly hours they state. One aggregate over
 * the business's live jobs (jobs_live_business_idx).
 */
async function businessSignals(db: Executor, businessId: string): Promise<TBusinessSignals> {
  const tipped = sql`${jobs.is_tipped_role}`;
  const [row] = await db
    .select({
      live_job_count: count(),
      tipped_job_count: count(sql`case when ${tipped} then 1 end`),
      pooled_tip_job_count: count(sql`case when ${tipped} and ${jobs.tip_structure} = 'pooled' then 1 end`),
      individual_tip_job_count: count(
        sql`case when ${tipped} and ${jobs.tip_structure} = 'individual' then 1 end`,
      ),
      average_base_hourly_pay: avg(jobs.base_hourly_pay),
      average_tips_hourly: avg(sql`case when ${tipped} then ${jobs.estimated_tips_hourly} end`),
      average_weekly_hours: avg(jobs.weekly_hours),
    })
    .from(jobs)
    .where(sql`${jobs.business_id} = ${businessId} and ${liveJob}`);
  return {
    live_job_count: Number(row?.live_job_count ?? 0),
    tipped_job_count: Number(row?.tipped_job_count ?? 0),
    pooled_tip_job_count: Number(row?.pooled_tip_job_count ?? 0),
    individual_tip_job_count: Number(row?.individual_tip_job_count ?? 0),
    average_base_hourly_pay: rounded(row?.average_base_hourly_pay ?? null, 2),
    average_tips_hourly: rounded(row?.average_tips_hourly ?? null, 2),
    average_weekly_hours: rounded(row?.average_weekly_hours ?? null, 1),
  };
}

/** One business for its page, with its signals, in any state (the route decides who sees it), or null. */
export async function findBusinessDetail(db: Executor, id: string): Promise<TBusinessDetail | null> {
  const [row] = await db.select(detailColumns).from(businesses).where(eq(businesses.id, id));
  if (!row) return null;
  const { website, ...rest } = row;
  return {
    ...rest,
    website_url: row.website_url ?? website,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    signals: await businessSignals(db, id),
  };
}
