import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'GET /partners': {
    summary:
      "Active partner businesses that serve members, those with a live perk first, with their live perks' titles (public pages)",
    access: 'public',
    responses: { 200: ok(ZPartnerList) },
  },
  'GET /promotions': {
    summary:
      'Live promotions of active partners, with search and category; details for verified members only',
    access: 'user',
    query: ZPerkListQuery,
    responses: { 200: ZPerkList },
  },
  'GET /businesses/{id}/promotions': {
    summary: "A business's live promotions; visitors get titles only, verified members the details",
    access: 'public',
    params: ZIdParams,
    responses: { 200: ok(z.object({ perks: z.array(ZPerkList.shape.data.element), member: z.boolean() })) },
  },
  'GET /businesses/{id}/promotions/manage': {
    summary: 'Every promotion of a business, live, paused or ended (its owners and managers, and admins)',
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(z.array(ZPromotion)) },
  },
  'POST /businesses/{id}/promotions': {
    summary: 'Create a promotion for a business the caller manages',
    access: 'user',
    params: ZIdParams,
    body: ZPromotionInput,
    responses: { 201: ok(ZPromotion) },
  },
  'PUT /businesses/{id}/promotions/{promotionId}': {
    summary: 'Change a promotion that has not ended',
    access: 'user',
    params: ZPromotionParams,
    body: ZPromotionInput,
    responses: { 200: ok(ZPromotion) },
  },
  'PATCH /businesses/{id}/promotions/{promotionId}/status': {
    summary: 'Pause, resume or end a promotion (ending is final)',
    access: 'user',
    params: ZPromotionParams,
    body: ZPromotionStatusInput,
    responses: { 200: ok(ZPromotion) },
  },
  'GET /user/redemptions': {
    summary: "The caller's redeemed promotions, newest first",
    access: 'user',
    responses: { 200: ok(z.array(ZRedemption)) },
  },
});
