import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth/auth.routes.ts';
import { signInSessionsRoutes } from './auth/sign-in-sessions.routes.ts';
import { businessesRoutes } from './businesses/businesses.routes.ts';
import { challengeRoutes } from './challenge/challenge.routes.ts';
import { healthRoutes } from './health/health.routes.ts';
import { jobPostingRoutes } from './job-posting/job-posting.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { leadsRoutes } from './leads/leads.routes.ts';
import { memberProfileRoutes } from './profile/profile.routes.ts';
import { seoRoutes } from './seo/seo.routes.ts';
import { profileRoutes } from './users/profile.routes.ts';

/** Every feature's routes, mounted under /api/v1. Add a feature by adding one line here. */
export const featureRoutes: FastifyPluginAsync[] = [
  authRoutes,
  signInSessionsRoutes,
  challengeRoutes,
  profileRoutes,
  memberProfileRoutes,
  healthRoutes,
  jobsRoutes,
  jobPostingRoutes,
  businessesRoutes,
  leadsRoutes,
];

/** Routes served at the site root rather than under /api/v1: pages for crawlers (job metadata, sitemap, robots.txt). */
export const rootRoutes: FastifyPluginAsync[] = [seoRoutes];
