import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import type { RouteKeyFormat, RouteSpec } from '../api/route-spec.ts';
import { ZJobParams } from '../jobs/job.ts';
import {
  ZApplicant,
  ZApplicationInput,
  ZApplicationParams,
  ZApplicationStatusInput,
  ZJobApplicants,
  ZMyApplication,
  ZNewApplications,
} from './application.schema.ts';

/** Applying in the app and the employer's applicant pipeline (decision 054). */
export const APPLICATIONS_ROUTES = {
  'POST /jobs/{id}/applications': {
    summary:
      "Apply to a live job with one's profile (needs apply:jobs); a second tap answers the same application",
    tag: 'applications',
    access: 'user',
    params: ZJobParams,
    body: ZApplicationInput,
    responses: { 201: ok(ZMyApplication), 200: ok(ZMyApplication) },
  },
  'GET /jobs/{id}/my-application': {
    summary:
      "The caller's application to a job, or null (kept apart from GET /jobs so job pages stay cacheable)",
    tag: 'applications',
    access: 'user',
    params: ZJobParams,
    responses: { 200: ok(ZMyApplication.nullable()) },
  },
  'GET /user/applications': {
    summary: "The caller's applications, newest first, each with its job's state and its history",
    tag: 'applications',
    access: 'user',
    responses: { 200: ok(z.array(ZMyApplication)) },
  },
  'POST /applications/{id}/withdraw': {
    summary: "Withdraw one of the caller's applications; final for that job",
    tag: 'applications',
    access: 'user',
    params: ZApplicationParams,
    responses: { 200: ok(ZMyApplication) },
  },
  'GET /jobs/{id}/applications': {
    summary:
      "A job's applicants (the business's owners and managers, and admins); opening it marks them read",
    tag: 'applications',
    access: 'user',
    params: ZJobParams,
    responses: { 200: ok(ZJobApplicants) },
  },
  'POST /applications/{id}/status': {
    summary: "Move an applicant in the pipeline (the business's owners and managers, and admins)",
    tag: 'applications',
    access: 'user',
    params: ZApplicationParams,
    body: ZApplicationStatusInput,
    responses: { 200: ok(ZApplicant) },
  },
  'GET /user/new-applications': {
    summary: 'Unread applications at the businesses the caller owns or manages, per job',
    tag: 'applications',
    access: 'user',
    responses: { 200: ok(ZNewApplications) },
  },
} as const satisfies Record<RouteKeyFormat, RouteSpec>;
