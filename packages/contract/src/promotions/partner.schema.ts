import { z } from 'zod';
import { type BusinessType, ZBusinessType } from '../businesses/enums.ts';
import { ZUuid } from '../shared/primitives.ts';

/**
 * The most partners the public partner page lists: every active partner today, with room to grow;
 * the answer stays bounded however many sign up.
 */
export const PARTNERS_LIMIT = 200;

/**
 * The business types whose doors members walk through: where a member's card and a perk mean a
 * meal, a drink, a room, a haircut, a class or a show. The public partner page lists these, and
 * any other business only while it runs a live perk (an accountant's office or a clinic is an
 * employer here, not a place to spend the card; decision 076).
 */
export const MEMBER_FACING_BUSINESS_TYPES = [
  'restaurant',
  'bar',
  'cafe',
  'hotel',
  'retail',
  'salon',
  'spa',
  'fitness',
  'entertainment',
] as const satisfies readonly BusinessType[];

/**
 * An active partner business as the public pages show it (/restaurants, the logo grid on
 * /product): its name, type, address and the titles of its live perks (visitors see titles only,
 * as on the business page).
 */
export const ZPartner = z.object({
  id: ZUuid,
  name: z.string(),
  business_type: ZBusinessType,
  address: z.string().nullable(),
  logo_url: z.string().nullable(),
  perks: z.array(z.object({ id: ZUuid, title: z.string() })),
});
export type TPartner = z.infer<typeof ZPartner>;

/** GET /partners: active partners, those with a live perk first, each by name. */
export const ZPartnerList = z.object({ partners: z.array(ZPartner) });
export type TPartnerList = z.infer<typeof ZPartnerList>;
