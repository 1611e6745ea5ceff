import { z } from 'zod';
import { publicRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZPartnerList } from './partner.schema.ts';
import {
  ZPerkList,
  ZPerkListQuery,
  ZPromotion,
  ZPromotionInput,
  ZPromotionParams,
  ZPromotionStatusInput,
  ZRedemption,
} from './promotion.schema.ts';

/** Partner promotions: owners' management, the members' perks, a member's redemptions (decision 043). */
export const PROMOTIONS_ROUTES = featureRoutes('promotions', {
  'GET /partners': publicRoute(
    "Active partner businesses that serve members, those with a live perk first, with their live perks' titles (public pages)",
    { ok: ZPartnerList },
  ),
  'GET /promotions': signedInRoute(
    'Live promotions of active partners, with search and category; details for verified members only',
    { query: ZPerkListQuery, list: ZPerkList },
  ),
  'GET /businesses/{id}/promotions': publicRoute(
    "A business's live promotions; visitors get titles only, verified members the details",
    {
      params: ZIdParams,
      ok: z.object({ perks: z.array(ZPerkList.shape.data.element), member: z.boolean() }),
    },
  ),
  'GET /businesses/{id}/promotions/manage': signedInRoute(
    'Every promotion of a business, live, paused or ended (its owners and managers, and admins)',
    { params: ZIdParams, ok: z.array(ZPromotion) },
  ),
  'POST /businesses/{id}/promotions': signedInRoute('Create a promotion for a business the caller manages', {
    params: ZIdParams,
    body: ZPromotionInput,
    created: ZPromotion,
  }),
  'PUT /businesses/{id}/promotions/{promotionId}': signedInRoute('Change a promotion that has not ended', {
    params: ZPromotionParams,
    body: ZPromotionInput,
    ok: ZPromotion,
  }),
  'PATCH /businesses/{id}/promotions/{promotionId}/status': signedInRoute(
    'Pause, resume or end a promotion (ending is final)',
    { params: ZPromotionParams, body: ZPromotionStatusInput, ok: ZPromotion },
  ),
  'GET /user/redemptions': signedInRoute("The caller's redeemed promotions, newest first", {
    ok: z.array(ZRedemption),
  }),
});
