import { z } from 'zod';
import { ZAdminOverview } from '../admin/overview.ts';
import {
  ZAdminBusinessDetail,
  ZAdminBusinessList,
  ZAdminBusinessListQuery,
  ZBusinessStatistics,
} from '../admin-businesses/admin-businesses.schema.ts';
import { ZAdminBusinessInput } from '../admin-businesses/business-form.ts';
import { ZBusinessImageUpload } from '../admin-businesses/business-image.ts';
import {
  ZAssignBusinessMember,
  ZBusinessMember,
  ZBusinessMemberParams,
} from '../admin-businesses/business-members.ts';
import {
  ZAdminJobList,
  ZAdminJobListQuery,
  ZJobStatistics,
  ZModerationInput,
} from '../admin-jobs/admin-jobs.schema.ts';
import {
  ZAdminUser,
  ZAdminUserInput,
  ZAdminUserList,
  ZAdminUserListQuery,
  ZAdminUserParams,
  ZUserStatistics,
} from '../admin-users/admin-users.schema.ts';
import { AI_ROUTES } from '../ai/ai-routes.ts';
import { ZAuditEventList, ZAuditEventListQuery } from '../audit/audit.schema.ts';
import {
  ZProfileResult,
  ZRefreshResult,
  ZSendOtpRequest,
  ZSendOtpResult,
  ZSignInResult,
  ZUpdateProfileRequest,
  ZVerifyOtpRequest,
} from '../auth/auth-api.ts';
import { ZSignInSession, ZSignInSessionParams, ZSignOutOthersResult } from '../auth/sign-in-sessions.ts';
import { ZBusinessList, ZUserBusiness } from '../businesses/business.ts';
import { ZCreateBusinessRequest } from '../businesses/business-create.ts';
import { ZBusinessDetail } from '../businesses/business-detail.ts';
import { ZBusinessListQuery } from '../businesses/business-list-query.ts';
import { ZFavoriteList, ZFavoriteParams, ZMergeFavoritesRequest } from '../businesses/favorites.ts';
import { ZChallenge } from '../challenge/challenge.ts';
import { ZHealth } from '../health/health.ts';
import { ZJobCreateHeaders } from '../job-posting/idempotency.ts';
import { ZManagedJobs } from '../job-posting/managed-jobs.ts';
import { ZJob, ZJobParams } from '../jobs/job.ts';
import { ZJobList, ZJobListQuery } from '../jobs/job-list-query.schema.ts';
import { ZJobPayload } from '../jobs/job-payload.ts';
import { ZCreateLead, ZLead } from '../leads/lead.schema.ts';
import {
  ZConvertLead,
  ZInboxLead,
  ZLeadConversion,
  ZLeadList,
  ZLeadListQuery,
  ZLeadStatusInput,
} from '../leads/lead-inbox.schema.ts';
import { MEMBERSHIP_ROUTES } from '../membership/membership-routes.ts';
import { ZMemberProfile } from '../profile/member-profile.ts';
import {
  ZProfileParams,
  ZWorkExperience,
  ZWorkExperienceInput,
  ZWorkExperienceParams,
  ZWorkExperienceStats,
} from '../profile/work-experience.schema.ts';
import { PROMOTION_ROUTES } from '../promotions/promotion-routes.ts';
import { REVIEW_ROUTES } from '../reviews/review-routes.ts';
import { ZUuid } from '../shared/primitives.ts';
import { ZPlatformTheme, ZPublishThemeRequest } from '../themes/theme.schema.ts';
import { ok } from './envelope.ts';
import type { RouteKeyFormat, RouteSpec } from './route-spec.ts';

const ZIdParams = z.object({ id: ZUuid });

/**
 * Every route of the API under `/api/v1`, in one table: the server registers each from here (and
 * refuses to start if one is missing), the web client's calls are typed by it, and the OpenAPI
 * document at `/api/v1/openapi.json` is generated from it. See docs/decisions/016-route-table.md.
 */
export const API_ROUTES = {
  'GET /health': {
    summary: 'Service and database health; 503 when the database cannot be reached',
    tag: 'health',
    access: 'public',
    responses: { 200: ok(ZHealth) },
  },

  'POST /auth/send-otp': {
    summary: 'Send a one-time sign-in code by SMS',
    tag: 'auth',
    access: 'public',
    body: ZSendOtpRequest,
    responses: { 200: ok(ZSendOtpResult) },
  },
  'POST /auth/verify-otp': {
    summary: 'Check a one-time code; signs in (sets the refresh cookie) and returns the access token',
    tag: 'auth',
    access: 'public',
    body: ZVerifyOtpRequest,
    responses: { 200: ok(ZSignInResult) },
  },
  'POST /auth/refresh': {
    summary: 'Trade the refresh cookie for a new access token (the cookie rotates)',
    tag: 'auth',
    access: 'public',
    responses: { 200: ok(ZRefreshResult) },
  },
  'POST /auth/logout': {
    summary: 'End this sign-in and clear the refresh cookie',
    tag: 'auth',
    access: 'public',
    responses: { 200: ok(z.null()) },
  },
  'GET /auth/sessions': {
    summary: "The caller's signed-in devices: every sign-in that has not ended, newest activity first",
    tag: 'auth',
    access: 'user',
    responses: { 200: ok(z.array(ZSignInSession)) },
  },
  'DELETE /auth/sessions/{id}': {
    summary: "Sign out of one of the caller's other devices",
    tag: 'auth',
    access: 'user',
    params: ZSignInSessionParams,
    responses: { 200: ok(z.null()) },
  },
  'POST /auth/sessions/sign-out-others': {
    summary: 'Sign out of every device but the one making the request',
    tag: 'auth',
    access: 'user',
    responses: { 200: ok(ZSignOutOthersResult) },
  },
  'GET /challenge': {
    summary:
      'A signed proof-of-work challenge (ALTCHA) to solve when a sign-in or sign-up step answers 428 CHALLENGE_REQUIRED',
    tag: 'challenge',
    access: 'public',
    responses: { 200: ok(ZChallenge) },
  },
  'GET /auth/profile': {
    summary: 'The signed-in person',
    tag: 'users',
    access: 'user',
    responses: { 200: ok(ZProfileResult) },
  },
  'PUT /auth/profile': {
    summary: "Change the signed-in person's own name and e-mail (never the phone, role or admin flag)",
    tag: 'users',
    access: 'user',
    body: ZUpdateProfileRequest,
    responses: { 200: ok(ZProfileResult) },
  },

  'GET /users/{userId}/profile': {
    summary: "A member's profile header; the phone only for the member and admins (decision 028)",
    tag: 'profile',
    access: 'user',
    params: ZProfileParams,
    responses: { 200: ok(ZMemberProfile) },
  },
  'GET /users/{userId}/work-experience': {
    summary: "A member's work history, newest first",
    tag: 'profile',
    access: 'user',
    params: ZProfileParams,
    responses: { 200: ok(z.array(ZWorkExperience)) },
  },
  'GET /users/{userId}/work-experience/stats': {
    summary: "A member's work-history totals: jobs, years (one decimal), current position, latest company",
    tag: 'profile',
    access: 'user',
    params: ZProfileParams,
    responses: { 200: ok(ZWorkExperienceStats) },
  },
  'POST /users/{userId}/work-experience': {
    summary: 'Add a job to a work history (the member or an admin; at most 50 entries)',
    tag: 'profile',
    access: 'user',
    params: ZProfileParams,
    body: ZWorkExperienceInput,
    responses: { 201: ok(ZWorkExperience) },
  },
  'PUT /users/{userId}/work-experience/{id}': {
    summary: 'Replace a job of a work history (the member or an admin)',
    tag: 'profile',
    access: 'user',
    params: ZWorkExperienceParams,
    body: ZWorkExperienceInput,
    responses: { 200: ok(ZWorkExperience) },
  },
  'DELETE /users/{userId}/work-experience/{id}': {
    summary: 'Remove a job from a work history (the member or an admin)',
    tag: 'profile',
    access: 'user',
    params: ZWorkExperienceParams,
    responses: { 200: ok(z.null()) },
  },

  'GET /jobs': {
    summary: 'One page of the live job board, filtered and sorted',
    tag: 'jobs',
    access: 'public',
    query: ZJobListQuery,
    responses: { 200: ZJobList },
  },
  'GET /jobs/{id}': {
    summary: "One job: live jobs for everyone; any state for its business's managers and admins",
    tag: 'jobs',
    access: 'public',
    params: ZJobParams,
    responses: { 200: ok(ZJob) },
  },
  'GET /businesses/{id}/jobs': {
    summary: "One page of a business's live jobs",
    tag: 'jobs',
    access: 'public',
    params: ZIdParams,
    query: ZJobListQuery.omit({ business_id: true }),
    responses: { 200: ZJobList },
  },

  'POST /jobs': {
    summary: 'Post a job for a business the caller manages; an Idempotency-Key replays the first answer',
    tag: 'job-posting',
    access: 'user',
    headers: ZJobCreateHeaders,
    body: ZJobPayload,
    responses: { 201: ok(ZJob) },
  },
  'PUT /jobs/{id}': {
    summary: 'Replace a job the caller manages',
    tag: 'job-posting',
    access: 'user',
    params: ZJobParams,
    body: ZJobPayload,
    responses: { 200: ok(ZJob) },
  },
  'GET /jobs/{id}/edit': {
    summary: 'A job the caller manages, in any state, for the edit form',
    tag: 'job-posting',
    access: 'user',
    params: ZJobParams,
    responses: { 200: ok(ZJob) },
  },
  'GET /user/managed-jobs': {
    summary: 'Every job of the businesses the caller owns or manages',
    tag: 'job-posting',
    access: 'user',
    responses: { 200: ok(ZManagedJobs) },
  },

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

  'GET /users': {
    summary: 'One page of every account, searched by name, phone, e-mail or id, filtered by role and status',
    tag: 'admin-users',
    access: 'admin',
    query: ZAdminUserListQuery,
    responses: { 200: ZAdminUserList },
  },
  'GET /users/statistics': {
    summary: 'Account counts: totals, active, admins, owners, new and recent sign-ins',
    tag: 'admin-users',
    access: 'admin',
    responses: { 200: ok(ZUserStatistics) },
  },
  'GET /users/{userId}': {
    summary: 'One account with its memberships',
    tag: 'admin-users',
    access: 'admin',
    params: ZAdminUserParams,
    responses: { 200: ok(ZAdminUser) },
  },
  'POST /users': {
    summary: 'Create an account (the phone is its sign-in); audited',
    tag: 'admin-users',
    access: 'admin',
    body: ZAdminUserInput,
    responses: { 201: ok(ZAdminUser) },
  },
  'PUT /users/{userId}': {
    summary:
      "Change an account's phone, name, e-mail, role and status; audited. Deactivating ends its sign-ins",
    tag: 'admin-users',
    access: 'admin',
    params: ZAdminUserParams,
    body: ZAdminUserInput,
    responses: { 200: ok(ZAdminUser) },
  },
  'DELETE /users/{userId}': {
    summary:
      'Delete an account with its sign-ins, memberships and work history; its businesses keep their jobs; audited',
    tag: 'admin-users',
    access: 'admin',
    params: ZAdminUserParams,
    responses: { 200: ok(z.null()) },
  },
  'GET /admin/overview': {
    summary: "The admin dashboard's figures: accounts, active businesses, live jobs",
    tag: 'admin',
    access: 'admin',
    responses: { 200: ok(ZAdminOverview) },
  },
  'GET /admin/jobs': {
    summary:
      'Every job in any state, newest first, searched and filtered (status=pending is the moderation queue)',
    tag: 'admin-jobs',
    access: 'admin',
    query: ZAdminJobListQuery,
    responses: { 200: ZAdminJobList },
  },
  'GET /admin/jobs/statistics': {
    summary: 'Counts over every job: by status, by employment type, live now, created in the last 7 days',
    tag: 'admin-jobs',
    access: 'admin',
    responses: { 200: ok(ZJobStatistics) },
  },
  'GET /admin/jobs/{id}': {
    summary: 'One job in any state',
    tag: 'admin-jobs',
    access: 'admin',
    params: ZJobParams,
    responses: { 200: ok(ZJob) },
  },
  'POST /admin/jobs': {
    summary: 'Post a job for any business (the posting rules of POST /jobs); audited',
    tag: 'admin-jobs',
    access: 'admin',
    body: ZJobPayload,
    responses: { 201: ok(ZJob) },
  },
  'PUT /admin/jobs/{id}': {
    summary: 'Replace any job (the posting rules of PUT /jobs/{id}); audited',
    tag: 'admin-jobs',
    access: 'admin',
    params: ZJobParams,
    body: ZJobPayload,
    responses: { 200: ok(ZJob) },
  },
  'PATCH /admin/jobs/{id}/status': {
    summary: 'Moderate a job in one click: approve it onto the public board or close it; audited',
    tag: 'admin-jobs',
    access: 'admin',
    params: ZJobParams,
    body: ZModerationInput,
    responses: { 200: ok(ZJob) },
  },
  'DELETE /admin/jobs/{id}': {
    summary: 'Delete a job; audited',
    tag: 'admin-jobs',
    access: 'admin',
    params: ZJobParams,
    responses: { 200: ok(z.null()) },
  },
  'GET /admin/businesses': {
    summary:
      'Every business in any state, A to Z, searched by name and filtered by status and type (also the job form picker)',
    tag: 'admin-businesses',
    access: 'admin',
    query: ZAdminBusinessListQuery,
    responses: { 200: ZAdminBusinessList },
  },
  'GET /admin/businesses/statistics': {
    summary: 'Counts over every business: by status and type, recent, with staff, with live jobs, members',
    tag: 'admin-businesses',
    access: 'admin',
    responses: { 200: ok(ZBusinessStatistics) },
  },
  'GET /admin/businesses/{id}': {
    summary: 'One business in any state, with its owners and managers',
    tag: 'admin-businesses',
    access: 'admin',
    params: ZIdParams,
    responses: { 200: ok(ZAdminBusinessDetail) },
  },
  'POST /admin/businesses': {
    summary: 'Add a business (active unless the form says otherwise); audited',
    tag: 'admin-businesses',
    access: 'admin',
    body: ZAdminBusinessInput,
    responses: { 201: ok(ZAdminBusinessDetail) },
  },
  'PUT /admin/businesses/{id}': {
    summary: 'Replace a business (its status activates one a member added); audited',
    tag: 'admin-businesses',
    access: 'admin',
    params: ZIdParams,
    body: ZAdminBusinessInput,
    responses: { 200: ok(ZAdminBusinessDetail) },
  },
  'DELETE /admin/businesses/{id}': {
    summary: 'Delete a business with its jobs, memberships and images; audited',
    tag: 'admin-businesses',
    access: 'admin',
    params: ZIdParams,
    responses: { 200: ok(z.null()) },
  },
  'POST /admin/businesses/{id}/members': {
    summary:
      'Make a person (by phone; an account is made if none) an owner or manager of a business; audited',
    tag: 'admin-businesses',
    access: 'admin',
    params: ZIdParams,
    body: ZAssignBusinessMember,
    responses: { 200: ok(z.array(ZBusinessMember)) },
  },
  'DELETE /admin/businesses/{id}/members/{userId}': {
    summary: "Take away a person's owner or manager role in a business; audited",
    tag: 'admin-businesses',
    access: 'admin',
    params: ZBusinessMemberParams,
    responses: { 200: ok(z.array(ZBusinessMember)) },
  },
  'POST /uploads/business-image': {
    summary:
      "Upload a business's logo or hero image (multipart: file, businessId, imageType); admins and the business's owners and managers",
    tag: 'admin-businesses',
    access: 'user',
    responses: { 201: ok(ZBusinessImageUpload) },
  },
  'GET /admin/audit-events': {
    summary: 'The audit trail of admin writes, newest first',
    tag: 'admin-users',
    access: 'admin',
    query: ZAuditEventListQuery,
    responses: { 200: ZAuditEventList },
  },

  'GET /theme': {
    summary: 'The platform theme every visitor gets (null: the default preset, ocean)',
    tag: 'themes',
    access: 'public',
    responses: { 200: ok(ZPlatformTheme) },
  },
  'PUT /admin/theme': {
    summary: 'Publish a theme (a preset or a custom one) as the platform theme; validated and audited',
    tag: 'themes',
    access: 'admin',
    body: ZPublishThemeRequest,
    responses: { 200: ok(ZPlatformTheme) },
  },
  'DELETE /admin/theme': {
    summary: 'Go back to the default platform theme (ocean); audited',
    tag: 'themes',
    access: 'admin',
    responses: { 200: ok(ZPlatformTheme) },
  },

  'POST /leads': {
    summary: "The landing page's sign-up form; a repeat sign-up answers 200 without a new row",
    tag: 'leads',
    access: 'public',
    body: ZCreateLead,
    responses: { 201: ok(ZLead), 200: ok(ZLead) },
  },

  'GET /leads': {
    summary: 'The leads inbox: every sign-up, newest first, searched and filtered by status (admin)',
    tag: 'leads',
    access: 'admin',
    query: ZLeadListQuery,
    responses: { 200: ZLeadList },
  },
  'PATCH /leads/{id}/status': {
    summary: 'Set where a lead stands (new, contacted, converted, dismissed); audited',
    tag: 'leads',
    access: 'admin',
    params: ZIdParams,
    body: ZLeadStatusInput,
    responses: { 200: ok(ZInboxLead) },
  },
  'POST /leads/{id}/convert': {
    summary:
      'Turn a lead into a business (new or existing) with the person, by phone, as its owner; one transaction, audited',
    tag: 'leads',
    access: 'admin',
    params: ZIdParams,
    body: ZConvertLead,
    responses: { 200: ok(ZLeadConversion) },
  },

  ...MEMBERSHIP_ROUTES,
  ...PROMOTION_ROUTES,
  ...REVIEW_ROUTES,
  ...AI_ROUTES,
} as const satisfies Record<RouteKeyFormat, RouteSpec>;

export type ApiRoutes = typeof API_ROUTES;
export type RouteKey = keyof ApiRoutes;
