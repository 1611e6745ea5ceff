import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZUuid } from '../shared/primitives.ts';
import { ZBusinessList, ZUserBusiness } from './business.ts';
import { ZCreateBusinessRequest } from './business-create.ts';
import { ZBusinessDetail } from './business-detail.ts';
import { ZBusinessListQuery } from './business-list-query.ts';
import { ZFavoriteList, ZFavoriteParams, ZMergeFavoritesRequest } from './favorites.ts';

const ZIdParams = z.object({ id: ZUuid });

/** The partner directory, a business's page, adding a business, and favorites (decisions 030, 032). */
export const BUSINESSES_ROUTES = {
  'GET /user/businesses': {
    summary: 'The businesses the caller belongs to, with their role in each',
    tag: 'businesses',
    access: 'user',
    responses: { 200: ok(z.array(ZUserBusiness)) },
  },
  'GET /businesses': {
    summary: 'One page of the partner directory (admins also see inactive businesses)',
    tag: 'businesses',
    access: 'public',
    query: ZBusinessListQuery,
    responses: { 200: ZBusinessList },
  },
  'POST /businesses': {
    summary:
      'Add a business; the caller becomes its owner. Starts inactive (off the public directory) until an admin activates it, unless an admin adds it',
    tag: 'businesses',
    access: 'user',
    body: ZCreateBusinessRequest,
    responses: { 201: ok(ZBusinessDetail) },
  },
  'GET /businesses/{id}': {
    summary:
      'One business for its public page: active ones for everyone; any state for its people and admins',
    tag: 'businesses',
    access: 'public',
    params: ZIdParams,
    responses: { 200: ok(ZBusinessDetail) },
  },
  'GET /user/favorites': {
    summary: "The caller's favorite businesses (ids, the latest first); removed businesses are gone",
    tag: 'favorites',
    access: 'user',
    responses: { 200: ok(ZFavoriteList) },
  },
  'PUT /user/favorites/{businessId}': {
    summary: "Add a business to the caller's favorites (again is fine)",
    tag: 'favorites',
    access: 'user',
    params: ZFavoriteParams,
    responses: { 200: ok(ZFavoriteList) },
  },
  'DELETE /user/favorites/{businessId}': {
    summary: "Remove a business from the caller's favorites (absent is fine)",
    tag: 'favorites',
    access: 'user',
    params: ZFavoriteParams,
    responses: { 200: ok(ZFavoriteList) },
  },
  'POST /user/favorites/merge': {
    summary: "Add the browser's favorites to the account's at sign-in; answers the merged list",
    tag: 'favorites',
    access: 'user',
    body: ZMergeFavoritesRequest,
    responses: { 200: ok(ZFavoriteList) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;
