import { z } from 'zod';
import { ZBusinessType } from '../businesses/enums.ts';
import { ZUuid } from '../shared/primitives.ts';

/**
 * The most partners the public partner page lists: every active partner today, with room to grow;
 * the answer stays bounded however many sign up.
 */
export const PARTNERS_LIMIT = 200;

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
