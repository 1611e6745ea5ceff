import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { ZBusinessMemberRole, ZBusinessStatus, ZBusinessType } from './enums.ts';

/** A business as the job form's picker shows it (docs/product.md, "Posting a job"). */
export const ZBusinessSummary = z.object({
  id: ZUuid,
  name: z.string(),
  business_type: ZBusinessType,
  is_active: z.boolean(),
  address: z.string().nullable(),
});
export type TBusinessSummary = z.infer<typeof ZBusinessSummary>;

/** One of the signed-in user's memberships: GET /user/businesses answers a list of these. */
export const ZUserBusiness = z.object({
  business: ZBusinessSummary,
  role: ZBusinessMemberRole,
  join_order: z.number().int(),
});
export type TUserBusiness = z.infer<typeof ZUserBusiness>;

/**
 * A business in the directory list (docs/product.md, "Business directory"). `active_job_count` is
 * the number of its publicly live jobs, counted when the list is read. `category` repeats
 * `business_type` under the name the directory's create form uses.
 */
export const ZDirectoryBusiness = z.object({
  id: ZUuid,
  name: z.string(),
  description: z.string().nullable(),
  business_type: ZBusinessType,
  category: ZBusinessType,
  industry: z.string().nullable(),
  city: z.string().nullable(),
  status: ZBusinessStatus,
  is_active: z.boolean(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  hero_image_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  employee_count: z.number().int().nullable(),
  active_job_count: ZCount,
  /** Miles from the search's place to one decimal; null without a place or a point (decision 099). */
  distance_miles: z.number().nullable(),
  owner_id: ZUuid.nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TDirectoryBusiness = z.infer<typeof ZDirectoryBusiness>;

/** GET /businesses: one page of the directory. */
export const ZBusinessList = paginated(ZDirectoryBusiness);
export type TBusinessList = z.infer<typeof ZBusinessList>;
