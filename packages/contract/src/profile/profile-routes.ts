import { z } from 'zod';
import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZMemberProfile } from './member-profile.ts';
import {
  ZProfileParams,
  ZWorkExperience,
  ZWorkExperienceInput,
  ZWorkExperienceParams,
  ZWorkExperienceStats,
} from './work-experience.schema.ts';

/** Member profiles and work histories; the member or an admin writes (decision 028). */
export const PROFILE_ROUTES = featureRoutes('profile', {
  'GET /users/{userId}/profile': {
    summary: "A member's profile header; the phone only for the member and admins (decision 028)",
    access: 'user',
    params: ZProfileParams,
    responses: { 200: ok(ZMemberProfile) },
  },
  'GET /users/{userId}/work-experience': {
    summary: "A member's work history, newest first",
    access: 'user',
    params: ZProfileParams,
    responses: { 200: ok(z.array(ZWorkExperience)) },
  },
  'GET /users/{userId}/work-experience/stats': {
    summary: "A member's work-history totals: jobs, years (one decimal), current position, latest company",
    access: 'user',
    params: ZProfileParams,
    responses: { 200: ok(ZWorkExperienceStats) },
  },
  'POST /users/{userId}/work-experience': {
    summary: 'Add a job to a work history (the member or an admin; at most 50 entries)',
    access: 'user',
    params: ZProfileParams,
    body: ZWorkExperienceInput,
    responses: { 201: ok(ZWorkExperience) },
  },
  'PUT /users/{userId}/work-experience/{id}': {
    summary: 'Replace a job of a work history (the member or an admin)',
    access: 'user',
    params: ZWorkExperienceParams,
    body: ZWorkExperienceInput,
    responses: { 200: ok(ZWorkExperience) },
  },
  'DELETE /users/{userId}/work-experience/{id}': {
    summary: 'Remove a job from a work history (the member or an admin)',
    access: 'user',
    params: ZWorkExperienceParams,
    responses: { 200: ok(z.null()) },
  },
});
