import { z } from 'zod';
import { signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZCertificate, ZCertificateInput, ZCertificateParams } from './certificates.schema.ts';
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
  'GET /users/{userId}/profile': signedInRoute(
    "A member's profile header; the phone only for the member and admins (decision 028)",
    { params: ZProfileParams, ok: ZMemberProfile },
  ),
  'GET /users/{userId}/work-experience': signedInRoute("A member's work history, newest first", {
    params: ZProfileParams,
    ok: z.array(ZWorkExperience),
  }),
  'GET /users/{userId}/work-experience/stats': signedInRoute(
    "A member's work-history totals: jobs, years (one decimal), current position, latest company",
    { params: ZProfileParams, ok: ZWorkExperienceStats },
  ),
  'POST /users/{userId}/work-experience': signedInRoute(
    'Add a job to a work history (the member or an admin; at most 50 entries)',
    { params: ZProfileParams, body: ZWorkExperienceInput, created: ZWorkExperience },
  ),
  'PUT /users/{userId}/work-experience/{id}': signedInRoute(
    'Replace a job of a work history (the member or an admin)',
    { params: ZWorkExperienceParams, body: ZWorkExperienceInput, ok: ZWorkExperience },
  ),
  'DELETE /users/{userId}/work-experience/{id}': signedInRoute(
    'Remove a job from a work history (the member or an admin)',
    { params: ZWorkExperienceParams, ok: z.null() },
  ),
  // The signed-in person's certificates (decision 097): theirs only; the card's photo through the image pipeline.
  'GET /user/certificates': signedInRoute("The signed-in person's certificates, soonest expiry first", {
    ok: z.array(ZCertificate),
  }),
  'POST /user/certificates': signedInRoute('Add a certificate to the profile (at most 20)', {
    body: ZCertificateInput,
    created: ZCertificate,
  }),
  'PUT /user/certificates/{id}': signedInRoute('Replace a certificate (its photo stays)', {
    params: ZCertificateParams,
    body: ZCertificateInput,
    ok: ZCertificate,
  }),
  'DELETE /user/certificates/{id}': signedInRoute('Remove a certificate and its photo', {
    params: ZCertificateParams,
    ok: z.null(),
  }),
  'POST /user/certificates/{id}/photo': signedInRoute(
    "Upload a photo of the certificate's card (multipart: file; an image, re-encoded without metadata)",
    { params: ZCertificateParams, ok: ZCertificate },
  ),
  'DELETE /user/certificates/{id}/photo': signedInRoute("Remove the photo of the certificate's card", {
    params: ZCertificateParams,
    ok: ZCertificate,
  }),
});
