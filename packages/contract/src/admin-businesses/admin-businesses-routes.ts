import { z } from 'zod';
import { adminRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZAdminBusinessDetail,
  ZAdminBusinessList,
  ZAdminBusinessListQuery,
  ZBusinessStatistics,
} from './admin-businesses.schema.ts';
import { ZAdminBusinessInput } from './business-form.ts';
import { ZBusinessImageUpload } from './business-image.ts';
import { ZAssignBusinessMember, ZBusinessMember, ZBusinessMemberParams } from './business-members.ts';

/** The admin panel's business management and business image uploads (decisions 041, 042). */
export const ADMIN_BUSINESSES_ROUTES = featureRoutes('admin-businesses', {
  'GET /admin/businesses': adminRoute(
    'Every business in any state: those waiting for review first, newest on top, then A to Z; searched by name and filtered by status and type (also the job form picker)',
    { query: ZAdminBusinessListQuery, list: ZAdminBusinessList },
  ),
  'GET /admin/businesses/statistics': adminRoute(
    'Counts over every business: by status and type, recent, with staff, with live jobs, members',
    { ok: ZBusinessStatistics },
  ),
  'GET /admin/businesses/{id}': adminRoute('One business in any state, with its owners and managers', {
    params: ZIdParams,
    ok: ZAdminBusinessDetail,
  }),
  'POST /admin/businesses': adminRoute('Add a business (active unless the form says otherwise); audited', {
    body: ZAdminBusinessInput,
    created: ZAdminBusinessDetail,
  }),
  'PUT /admin/businesses/{id}': adminRoute(
    'Replace a business (its status activates one a member added); audited',
    { params: ZIdParams, body: ZAdminBusinessInput, ok: ZAdminBusinessDetail },
  ),
  'DELETE /admin/businesses/{id}': adminRoute(
    'Delete a business with its jobs, memberships and images; audited',
    { params: ZIdParams, ok: z.null() },
  ),
  'POST /admin/businesses/{id}/members': adminRoute(
    'Make a person (by phone; an account is made if none) an owner or manager of a business; audited',
    { params: ZIdParams, body: ZAssignBusinessMember, ok: z.array(ZBusinessMember) },
  ),
  'DELETE /admin/businesses/{id}/members/{userId}': adminRoute(
    "Take away a person's owner or manager role in a business; audited",
    { params: ZBusinessMemberParams, ok: z.array(ZBusinessMember) },
  ),
  'POST /uploads/business-image': signedInRoute(
    "Upload a business's logo or hero image (multipart: file, businessId, imageType); admins and the business's owners and managers",
    { created: ZBusinessImageUpload },
  ),
});
