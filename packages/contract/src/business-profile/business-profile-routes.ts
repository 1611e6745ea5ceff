import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZBusinessDetail } from '../businesses/business-detail.ts';
import { ZUuid } from '../shared/primitives.ts';
import { ZBusinessProfileInput } from './business-profile.ts';

/** Owners and managers edit their business's public profile (decision 068). */
export const BUSINESS_PROFILE_ROUTES = {
  'PUT /businesses/{id}/profile': {
    summary:
      "Replace a business's public profile (description, contact, links, hours, culture, address, pin); its owners and managers, and admins (audited)",
    tag: 'businesses',
    access: 'user',
    params: z.object({ id: ZUuid }),
    body: ZBusinessProfileInput,
    responses: { 200: ok(ZBusinessDetail) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;
