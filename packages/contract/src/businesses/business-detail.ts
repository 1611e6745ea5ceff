import { z } from 'zod';
import { ZBusinessCultureAnswer } from '../business-profile/business-profile.ts';
import { ZOpeningHoursAnswer } from '../business-profile/opening-hours.ts';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { ZBusinessStatus, ZBusinessType } from './enums.ts';

/**
 * What the business's own live jobs already say about working there ('Culture & Signals'). Averages
 * are null when no live job states the value; the counts are of live jobs.
 */
export const ZBusinessSignals = z.object({
  live_job_count: ZCount,
  tipped_job_count: ZCount,
  pooled_tip_job_count: ZCount,
  individual_tip_job_count: ZCount,
  average_base_hourly_pay: z.number().nullable(),
  average_tips_hourly: z.number().nullable(),
  average_weekly_hours: z.number().nullable(),
});
export type TBusinessSignals = z.infer<typeof ZBusinessSignals>;

/** GET /businesses/{id}: one business for its public page (docs/product.md, "Business pages and favorites"). */
export const ZBusinessDetail = z.object({
  id: ZUuid,
  name: z.string(),
  description: z.string().nullable(),
  business_type: ZBusinessType,
  status: ZBusinessStatus,
  is_active: z.boolean(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Where it is on the map (a pin or the geocoder's point, decision 064), or null. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  logo_url: z.string().nullable(),
  /** The wide picture at the top of the business page; only an upload sets it (decision 042). */
  hero_image_url: z.string().nullable(),
  primary_color: z.string().nullable(),
  website_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  tiktok_url: z.string().nullable(),
  facebook_url: z.string().nullable(),
  booking_url: z.string().nullable(),
  menu_url: z.string().nullable(),
  /** The week's hours in Portland time, or null when not given (decision 068). */
  opening_hours: ZOpeningHoursAnswer,
  /** What the owner says about working there ('Culture & Signals'); absent keys are not stated. */
  culture: ZBusinessCultureAnswer,
  employee_count: z.number().int().nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
  signals: ZBusinessSignals,
});
export type TBusinessDetail = z.infer<typeof ZBusinessDetail>;

/** Public means active: an inactive or archived business is shown only to its people and admins. */
export function isPublicBusiness(business: { status: string; is_active: boolean }): boolean {
  return business.status === 'active' && business.is_active;
}
