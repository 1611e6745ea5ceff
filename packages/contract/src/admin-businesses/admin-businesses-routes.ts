import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'GET /admin/businesses': {
    summary:
      'Every business in any state: those waiting for review first, newest on top, then A to Z; searched by name and filtered by status and type (also the job form picker)',
    access: 'admin',
    query: ZAdminBusinessListQuery,
    responses: { 200: ZAdminBusinessList },
  },
  'GET /admin/businesses/statistics': {
    summary: 'Counts over every business: by status and type, recent, with staff, with live jobs, members',
    access: 'admin',
    responses: { 200: ok(ZBusinessStatistics) },
  },
  'GET /admin/businesses/{id}': {
    summary: 'One business in any state, with its owners and managers',
    access: 'admin',
    params: ZIdParams,
    responses: { 200: ok(ZAdminBusinessDetail) },
  },
  'POST /admin/businesses': {
    summary: 'Add a business (active unless the form says otherwise); audited',
    access: 'admin',
    body: ZAdminBusinessInput,
    responses: { 201: ok(ZAdminBusinessDetail) },
  },
  'PUT /admin/businesses/{id}': {
    summary: 'Replace a business (its status activates one a member added); audited',
    access: 'admin',
    params: ZIdParams,
    body: ZAdminBusinessInput,
    responses: { 200: ok(ZAdminBusinessDetail) },
  },
  'DELETE /admin/businesses/{id}': {
    summary: 'Delete a business with its jobs, memberships and images; audited',
    access: 'admin',
    params: ZIdParams,
    responses: { 200: ok(z.null()) },
  },
  'POST /admin/businesses/{id}/members': {
    summary:
      'Make a person (by phone; an account is made if none) an owner or manager of a business; audited',
    access: 'admin',
    params: ZIdParams,
    body: ZAssignBusinessMember,
    responses: { 200: ok(z.array(ZBusinessMember)) },
  },
  'DELETE /admin/businesses/{id}/members/{userId}': {
    summary: "Take away a person's owner or manager role in a business; audited",
    access: 'admin',
    params: ZBusinessMemberParams,
    responses: { 200: ok(z.array(ZBusinessMember)) },
  },
  'POST /uploads/business-image': {
    summary:
      "Upload a business's logo or hero image (multipart: file, businessId, imageType); admins and the business's owners and managers",
    access: 'user',
    responses: { 201: ok(ZBusinessImageUpload) },
  },
});
