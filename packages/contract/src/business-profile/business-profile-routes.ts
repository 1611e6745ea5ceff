import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZBusinessDetail } from '../businesses/business-detail.ts';
import { ZIdParams } from '../shared/primitives.ts';
import { ZBusinessProfileInput } from './business-profile.ts';

/** Owners and managers edit their business's public profile (decision 068). */
export const BUSINESS_PROFILE_ROUTES = featureRoutes('businesses', {
  'PUT /businesses/{id}/profile': signedInRoute(
    "Replace a business's public profile (description, contact, links, hours, culture, address, pin); its owners and managers, and admins (audited)",
    { params: ZIdParams, body: ZBusinessProfileInput, ok: ZBusinessDetail },
  ),
});
