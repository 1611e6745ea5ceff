import type { FastifyPluginAsync } from 'fastify';
import { accountDataRoutes } from './account-data/account-data.routes.ts';
import { adminRoutes } from './admin/admin.routes.ts';
import { adminBusinessesRoutes } from './admin-businesses/admin-businesses.routes.ts';
import { businessImageFilesRoutes } from './admin-businesses/business-image-files.routes.ts';
import { businessImagesRoutes } from './admin-businesses/business-images.routes.ts';
import { adminJobsRoutes } from './admin-jobs/admin-jobs.routes.ts';
import { adminUsersRoutes } from './admin-users/admin-users.routes.ts';
import { aiRoutes } from './ai/ai.routes.ts';
import { analyticsRoutes } from './analytics/analytics.routes.ts';
import { applicationsRoutes } from './applications/applications.routes.ts';
import { auditRoutes } from './audit/audit.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { passkeysRoutes } from './auth/passkeys.routes.ts';
import { signInSessionsRoutes } from './auth/sign-in-sessions.routes.ts';
import { billingRoutes } from './billing/billing.routes.ts';
import { businessProfileRoutes } from './business-profile/business-profile.routes.ts';
import { businessesRoutes } from './businesses/businesses.routes.ts';
import { favoritesRoutes } from './businesses/favorites.routes.ts';
import { challengeRoutes } from './challenge/challenge.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { interviewsRoutes } from './interviews/interviews.routes.ts';
import { jobAlertsRoutes } from './job-alerts/job-alerts.routes.ts';
import { jobPostingRoutes } from './job-posting/job-posting.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { leadsInboxRoutes } from './leads/leads-inbox.routes.ts';
import { legalRoutes } from './legal/legal.routes.ts';
import { membershipRoutes } from './membership/membership.routes.ts';
import { rosterRoutes } from './membership/roster.routes.ts';
import { messagesRoutes } from './messages/messages.routes.ts';
import { inboundSmsRoutes } from './notifications/inbound-sms.routes.ts';
import { textSwitchesRoutes } from './notifications/text-switches.routes.ts';
import { operationsRoutes } from './operations/operations.routes.ts';
import { certificatesRoutes } from './profile/certificates.routes.ts';
import { memberProfileRoutes } from './profile/member-profile.routes.ts';
import { promotionsRoutes } from './promotions/promotions.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { savedJobsRoutes } from './saved-jobs/saved-jobs.routes.ts';
import { publicPagesRoutes } from './seo/public-pages.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { shareImagesRoutes } from './seo/share-images.routes.ts';
import { themesRoutes } from './themes/themes.routes.ts';
import { memberPhotoRoutes } from './users/member-photo.routes.ts';
import { memberPhotoFilesRoutes } from './users/member-photo-files.routes.ts';
import { ownProfileRoutes } from './users/own-profile.routes.ts';

/** Every feature's routes, mounted under /api/v1. Add a feature by adding one line here. */
export const featureRoutes: FastifyPluginAsync[] = [
  authRoutes,
  signInSessionsRoutes,
  passkeysRoutes,
  challengeRoutes,
  ownProfileRoutes,
  accountDataRoutes,
  memberPhotoRoutes,
  memberProfileRoutes,
  certificatesRoutes,
  healthRoutes,
  jobsRoutes,
  jobPostingRoutes,
  businessesRoutes,
  businessProfileRoutes,
  favoritesRoutes,
  savedJobsRoutes,
  jobAlertsRoutes,
  leadsRoutes,
  leadsInboxRoutes,
  legalRoutes,
  adminRoutes,
  operationsRoutes,
  adminUsersRoutes,
  adminJobsRoutes,
  adminBusinessesRoutes,
  businessImagesRoutes,
  auditRoutes,
  rosterRoutes,
  membershipRoutes,
  promotionsRoutes,
  reviewsRoutes,
  applicationsRoutes,
  messagesRoutes,
  interviewsRoutes,
  themesRoutes,
  textSwitchesRoutes,
  aiRoutes,
  inboundSmsRoutes,
  billingRoutes,
  analyticsRoutes,
];

/**
 * Routes served at the site root rather than under /api/v1: server-rendered public pages, pages
 * for crawlers and boards (job metadata, share images, sitemap index, sitemap, job feed,
 * robots.txt), stored business images and member photos.
 */
export const rootRoutes: FastifyPluginAsync[] = [
  seoRoutes,
  shareImagesRoutes,
  publicPagesRoutes,
  businessImageFilesRoutes,
  memberPhotoFilesRoutes,
];
