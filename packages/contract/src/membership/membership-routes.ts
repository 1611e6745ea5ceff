import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZCheckInPromotion } from '../promotions/promotion.schema.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZCardTokenBody,
  ZCardVerification,
  ZCheckIn,
  ZCheckInRequest,
  ZMemberCard,
  ZMembershipState,
} from './membership.schema.ts';
import {
  ZRosterEntry,
  ZRosterEntryInput,
  ZRosterEntryParams,
  ZRosterImportResult,
  ZRosterList,
  ZRosterListQuery,
  ZRosterPreview,
  ZRosterRows,
} from './roster.schema.ts';

/** The membership feature's routes (staff rosters, the member card, verification and check-ins). */
export const MEMBERSHIP_ROUTES = featureRoutes('membership', {
  'GET /businesses/{id}/roster': {
    summary: "One page of a business's staff list (its owners and managers, and admins)",
    access: 'user',
    params: ZIdParams,
    query: ZRosterListQuery,
    responses: { 200: ZRosterList },
  },
  'POST /businesses/{id}/roster/preview': {
    summary:
      'How a pasted or uploaded list would import: each row valid, duplicate or invalid; saves nothing',
    access: 'user',
    params: ZIdParams,
    body: ZRosterRows,
    responses: { 200: ok(ZRosterPreview) },
  },
  'POST /businesses/{id}/roster/import': {
    summary: 'Add every row of a list in one transaction; any invalid or duplicate row saves nothing (422)',
    access: 'user',
    params: ZIdParams,
    body: ZRosterRows,
    responses: { 201: ok(ZRosterImportResult) },
  },
  'POST /businesses/{id}/roster': {
    summary: 'Add one person to a staff list',
    access: 'user',
    params: ZIdParams,
    body: ZRosterEntryInput,
    responses: { 201: ok(ZRosterEntry) },
  },
  'PUT /businesses/{id}/roster/{entryId}': {
    summary: 'Change one person on a staff list',
    access: 'user',
    params: ZRosterEntryParams,
    body: ZRosterEntryInput,
    responses: { 200: ok(ZRosterEntry) },
  },
  'DELETE /businesses/{id}/roster/{entryId}': {
    summary: 'Remove one person from a staff list; their membership there ends at once',
    access: 'user',
    params: ZRosterEntryParams,
    responses: { 200: ok(z.null()) },
  },
  'GET /user/membership': {
    summary:
      "The caller's membership: verified at each employer whose staff list has their phone, else pending",
    access: 'user',
    responses: { 200: ok(ZMembershipState) },
  },
  'GET /user/member-card': {
    summary:
      "The caller's card: membership, holder and (when verified) the secret its rotating code comes from",
    access: 'user',
    responses: { 200: ok(ZMemberCard) },
  },
  'POST /card-verifications': {
    summary:
      "Check a member card's code (what the card's QR opens): valid, expired, replayed or membership ended",
    access: 'public',
    body: ZCardTokenBody,
    responses: { 200: ok(ZCardVerification) },
  },
  'POST /businesses/{id}/check-ins': {
    summary: "Record a member's visit at a business the caller manages, within its visit limits",
    access: 'user',
    params: ZIdParams,
    body: ZCheckInRequest,
    responses: { 201: ok(ZCheckIn) },
  },
  'POST /businesses/{id}/check-ins/promotions': {
    summary:
      "The live promotions the member with this card code may still use at a business the caller manages (the check-in's picker); saves nothing",
    access: 'user',
    params: ZIdParams,
    body: ZCardTokenBody,
    responses: { 200: ok(z.array(ZCheckInPromotion)) },
  },
});
