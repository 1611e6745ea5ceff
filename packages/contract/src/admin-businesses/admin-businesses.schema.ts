import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZNameSearch } from '../businesses/business-list-query.ts';
import { BUSINESS_STATUSES, BUSINESS_TYPES, ZBusinessStatus, ZBusinessType } from '../businesses/enums.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { ZBusinessMember } from './business-members.ts';

// A blank filter means "no filter", the same as leaving the parameter out.
const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/**
 * GET /admin/businesses: every business in any state, A to Z. `search` is a part of the name (two
 * characters at least, as everywhere names are searched); `status=inactive` lists the businesses
 * members added that wait for an admin (decision 030). The job form's picker is the same call.
 */
export const ZAdminBusinessListQuery = z.object({
  page: ZPage,
  limit: ZLimit,
  search: ZNameSearch,
  status: z.preprocess(blankToUndefined, ZBusinessStatus.optional()),
  type: z.preprocess(blankToUndefined, ZBusinessType.optional()),
});
export type TAdminBusinessListQuery = z.output<typeof ZAdminBusinessListQuery>;

/** A business as the admin screens show it: every stored field, its owner and its live jobs. */
export const ZAdminBusiness = z.object({
  id: ZUuid,
  name: z.string(),
  business_type: ZBusinessType,
  description: z.string().nullable(),
  status: ZBusinessStatus,
  is_active: z.boolean(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  industry: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  logo_url: z.string().nullable(),
  hero_image_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  max_visits_per_day: z.number().int().nullable(),
  time_between_visits_minutes: z.number().int().nullable(),
  /** Where it is on the map (a pin or the geocoder's point, decision 064), or null. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  employee_count: z.number().int().nullable(),
  active_job_count: ZCount,
  owner_id: ZUuid.nullable(),
  owner: z.object({ first_name: z.string().nullable(), phone: z.string() }).nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TAdminBusiness = z.infer<typeof ZAdminBusiness>;

/** One business with the people who run it (owners and managers), for the detail panel. */
export const ZAdminBusinessDetail = ZAdminBusiness.extend({ members: z.array(ZBusinessMember) });
export type TAdminBusinessDetail = z.infer<typeof ZAdminBusinessDetail>;

export const ZAdminBusinessList = paginated(ZAdminBusiness);
export type TAdminBusinessList = z.infer<typeof ZAdminBusinessList>;

/** How far back "recently created" looks, in days (the spec's recent window for lists). */
export const RECENT_BUSINESS_DAYS = 30;

/** GET /admin/businesses/statistics: the business statistics of docs/product.md ("Admin panel"). */
export const ZBusinessStatistics = z.object({
  total: ZCount,
  by_status: z.record(z.enum(BUSINESS_STATUSES), ZCount),
  by_type: z.record(z.enum(BUSINESS_TYPES), ZCount),
  /** Created in the last RECENT_BUSINESS_DAYS days. */
  recently_created: ZCount,
  /** With an employee count above zero. */
  with_employees: ZCount,
  /** With at least one live job on the public board. */
  with_jobs: ZCount,
  /** Memberships of every role, over every business. */
  total_business_users: ZCount,
  businesses_with_users: ZCount,
  /** Memberships per business, to one decimal. */
  average_users_per_business: z.number().min(0),
});
export type TBusinessStatistics = z.infer<typeof ZBusinessStatistics>;

/** How many business types the stats strip names. */
export const TOP_BUSINESS_TYPES = 5;
