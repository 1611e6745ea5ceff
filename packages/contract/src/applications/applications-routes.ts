import { z } from 'zod';
import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZApplicant,
  ZApplicationInput,
  ZApplicationStatusInput,
  ZJobApplicants,
  ZMyApplication,
  ZNewApplications,
} from './application.schema.ts';

/** Applying in the app and the employer's applicant pipeline (decision 054). */
export const APPLICATIONS_ROUTES = featureRoutes('applications', {
  'POST /jobs/{id}/applications': signedInRoute(
    "Apply to a live job with one's profile (needs apply:jobs); a second tap answers the same application",
    { params: ZIdParams, body: ZApplicationInput, created: ZMyApplication, ok: ZMyApplication },
  ),
  'GET /jobs/{id}/my-application': signedInRoute(
    "The caller's application to a job, or null (kept apart from GET /jobs so job pages stay cacheable)",
    { params: ZIdParams, ok: ZMyApplication.nullable() },
  ),
  'GET /user/applications': signedInRoute(
    "The caller's applications, newest first, each with its job's state and its history",
    { ok: z.array(ZMyApplication) },
  ),
  'POST /applications/{id}/withdraw': signedInRoute(
    "Withdraw one of the caller's applications; final for that job",
    { params: ZIdParams, ok: ZMyApplication },
  ),
  'GET /jobs/{id}/applications': signedInRoute(
    "A job's applicants (the business's owners and managers, and admins); opening it marks them read",
    { params: ZIdParams, ok: ZJobApplicants },
  ),
  'POST /applications/{id}/status': signedInRoute(
    "Move an applicant in the pipeline (the business's owners and managers, and admins)",
    { params: ZIdParams, body: ZApplicationStatusInput, ok: ZApplicant },
  ),
  'GET /user/new-applications': signedInRoute(
    'Unread applications at the businesses the caller owns or manages, per job',
    { ok: ZNewApplications },
  ),
});
