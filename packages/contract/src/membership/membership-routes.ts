import { z } from 'zod';
import { publicRoute, signedInRoute } from '../api/route-entry.ts';
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
  'GET /businesses/{id}/roster': signedInRoute(
    "One page of a business's staff list (its owners and managers, and admins)",
    { params: ZIdParams, query: ZRosterListQuery, list: ZRosterList },
  ),
  'POST /businesses/{id}/roster/preview': signedInRoute(
    'How a pasted or uploaded list would import: each row valid, duplicate or invalid; saves nothing',
    { params: ZIdParams, body: ZRosterRows, ok: ZRosterPreview },
  ),
  'POST /businesses/{id}/roster/import': signedInRoute(
    'Add every row of a list in one transaction; any invalid or duplicate row saves nothing (422)',
    { params: ZIdParams, body: ZRosterRows, created: ZRosterImportResult },
  ),
  'POST /businesses/{id}/roster': signedInRoute('Add one person to a staff list', {
    params: ZIdParams,
    body: ZRosterEntryInput,
    created: ZRosterEntry,
  }),
  'PUT /businesses/{id}/roster/{entryId}': signedInRoute('Change one person on a staff list', {
    params: ZRosterEntryParams,
    body: ZRosterEntryInput,
    ok: ZRosterEntry,
  }),
  'DELETE /businesses/{id}/roster/{entryId}': signedInRoute(
    'Remove one person from a staff list; their membership there ends at once',
    { params: ZRosterEntryParams, ok: z.null() },
  ),
  'GET /user/membership': signedInRoute(
    "The caller's membership: verified at each employer whose staff list has their phone, else pending",
    { ok: ZMembershipState },
  ),
  'GET /user/member-card': signedInRoute(
    "The caller's card: membership, holder and (when verified) the secret its rotating code comes from",
    { ok: ZMemberCard },
  ),
  'POST /card-verifications': publicRoute(
    "Check a member card's code (what the card's QR opens): valid, expired, replayed or membership ended",
    { body: ZCardTokenBody, ok: ZCardVerification },
  ),
  'POST /businesses/{id}/check-ins': signedInRoute(
    "Record a member's visit at a business the caller manages, within its visit limits",
    { params: ZIdParams, body: ZCheckInRequest, created: ZCheckIn },
  ),
  'POST /businesses/{id}/check-ins/promotions': signedInRoute(
    "The live promotions the member with this card code may still use at a business the caller manages (the check-in's picker); saves nothing",
    { params: ZIdParams, body: ZCardTokenBody, ok: z.array(ZCheckInPromotion) },
  ),
});
