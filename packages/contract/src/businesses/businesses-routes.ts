import { z } from 'zod';
import { publicRoute, signedInRoute } from '../api/route-entry.ts';
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
    'GET /user/businesses': signedInRoute('The businesses the caller belongs to, with their role in each', {
      ok: z.array(ZUserBusiness),
    }),
    'GET /businesses': publicRoute(
      'One page of the partner directory (admins also see inactive businesses)',
      { query: ZBusinessListQuery, list: ZBusinessList },
    ),
    'POST /businesses': signedInRoute(
      'Add a business; the caller becomes its owner. Starts inactive (off the public directory) until an admin activates it, unless an admin adds it',
      { body: ZCreateBusinessRequest, created: ZBusinessDetail },
    ),
    'GET /businesses/{id}': publicRoute(
      'One business for its public page: active ones for everyone; any state for its people and admins',
      { params: ZIdParams, ok: ZBusinessDetail },
    ),
  }),
  ...featureRoutes('favorites', {
    'GET /user/favorites': signedInRoute(
      "The caller's favorite businesses (ids, the latest first); removed businesses are gone",
      { ok: ZFavoriteList },
    ),
    'PUT /user/favorites/{businessId}': signedInRoute(
      "Add a business to the caller's favorites (again is fine)",
      { params: ZFavoriteParams, ok: ZFavoriteList },
    ),
    'DELETE /user/favorites/{businessId}': signedInRoute(
      "Remove a business from the caller's favorites (absent is fine)",
      { params: ZFavoriteParams, ok: ZFavoriteList },
    ),
    'POST /user/favorites/merge': signedInRoute(
      "Add the browser's favorites to the account's at sign-in; answers the merged list",
      { body: ZMergeFavoritesRequest, ok: ZFavoriteList },
    ),
  }),
};
