import { z } from 'zod';
import { ok } from '../api/envelope.ts';
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
  'POST /jobs/{id}/applications': {
    summary:
      "Apply to a live job with one's profile (needs apply:jobs); a second tap answers the same application",
    access: 'user',
    params: ZIdParams,
    body: ZApplicationInput,
    responses: { 201: ok(ZMyApplication), 200: ok(ZMyApplication) },
  },
  'GET /jobs/{id}/my-application': {
    summary:
      "The caller's application to a job, or null (kept apart from GET /jobs so job pages stay cacheable)",
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZMyApplication.nullable()) },
  },
  'GET /user/applications': {
    summary: "The caller's applications, newest first, each with its job's state and its history",
    access: 'user',
    responses: { 200: ok(z.array(ZMyApplication)) },
  },
  'POST /applications/{id}/withdraw': {
    summary: "Withdraw one of the caller's applications; final for that job",
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZMyApplication) },
  },
  'GET /jobs/{id}/applications': {
    summary:
      "A job's applicants (the business's owners and managers, and admins); opening it marks them read",
    access: 'user',
    params: ZIdParams,
    responses: { 200: ok(ZJobApplicants) },
  },
  'POST /applications/{id}/status': {
    summary: "Move an applicant in the pipeline (the business's owners and managers, and admins)",
    access: 'user',
    params: ZIdParams,
    body: ZApplicationStatusInput,
    responses: { 200: ok(ZApplicant) },
  },
  'GET /user/new-applications': {
    summary: 'Unread applications at the businesses the caller owns or manages, per job',
    access: 'user',
    responses: { 200: ok(ZNewApplications) },
  },
});
