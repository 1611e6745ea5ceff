import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZBusinessList, ZUserBusiness } from './business.ts';
import { ZCreateBusinessRequest } from './business-create.ts';
import { ZBusinessDetail } from './business-detail.ts';
import { ZBusinessListQuery } from './business-list-query.ts';
import { ZFavoriteList, ZFavoriteParams, ZMergeFavoritesRequest } from './favorites.ts';

/** The partner directory, a business's page, adding a business, and favorites (decisions 030, 032). */
export const BUSINESSES_ROUTES = {
  ...featureRoutes('businesses', {
    'GET /user/businesses': {
      summary: 'The businesses the caller belongs to, with their role in each',
      access: 'user',
      responses: { 200: ok(z.array(ZUserBusiness)) },
    },
    'GET /businesses': {
      summary: 'One page of the partner directory (admins also see inactive businesses)',
      access: 'public',
      query: ZBusinessListQuery,
      responses: { 200: ZBusinessList },
    },
    'POST /businesses': {
      summary:
        'Add a business; the caller becomes its owner. Starts inactive (off the public directory) until an admin activates it, unless an admin adds it',
      access: 'user',
      body: ZCreateBusinessRequest,
      responses: { 201: ok(ZBusinessDetail) },
    },
    'GET /businesses/{id}': {
      summary:
        'One business for its public page: active ones for everyone; any state for its people and admins',
      access: 'public',
      params: ZIdParams,
      responses: { 200: ok(ZBusinessDetail) },
    },
  }),
  ...featureRoutes('favorites', {
    'GET /user/favorites': {
      summary: "The caller's favorite businesses (ids, the latest first); removed businesses are gone",
      access: 'user',
      responses: { 200: ok(ZFavoriteList) },
    },
    'PUT /user/favorites/{businessId}': {
      summary: "Add a business to the caller's favorites (again is fine)",
      access: 'user',
      params: ZFavoriteParams,
      responses: { 200: ok(ZFavoriteList) },
    },
    'DELETE /user/favorites/{businessId}': {
      summary: "Remove a business from the caller's favorites (absent is fine)",
      access: 'user',
      params: ZFavoriteParams,
      responses: { 200: ok(ZFavoriteList) },
    },
    'POST /user/favorites/merge': {
      summary: "Add the browser's favorites to the account's at sign-in; answers the merged list",
      access: 'user',
      body: ZMergeFavoritesRequest,
      responses: { 200: ok(ZFavoriteList) },
    },
  }),
};
