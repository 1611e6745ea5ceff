import { ok } from '../api/envelope.ts';
import { featureRoutes } from '../api/route-spec.ts';
import {
  ZLanguageResult,
  ZProfileResult,
  ZUpdateLanguageRequest,
  ZUpdateProfileRequest,
} from '../auth/auth-api.ts';
import { ZMemberPhoto } from './member-photo.ts';

/** The signed-in person's own account (the schemas live with sign-in, in `auth/auth-api.ts`). */
export const USERS_ROUTES = featureRoutes('users', {
  'GET /auth/profile': {
    summary: 'The signed-in person',
    access: 'user',
    responses: { 200: ok(ZProfileResult) },
  },
  'PUT /auth/profile': {
    summary: "Change the signed-in person's own name and e-mail (never the phone, role or admin flag)",
    access: 'user',
    body: ZUpdateProfileRequest,
    responses: { 200: ok(ZProfileResult) },
  },
  'PUT /user/language': {
    summary: "Choose the signed-in person's language for the app, their texts and their e-mails",
    access: 'user',
    body: ZUpdateLanguageRequest,
    responses: { 200: ok(ZLanguageResult) },
  },
  'POST /uploads/member-photo': {
    summary:
      "Upload the signed-in person's own photo (multipart: file), shown on their member card and to partners checking it",
    access: 'user',
    responses: { 201: ok(ZMemberPhoto) },
  },
  'DELETE /user/photo': {
    summary: "Remove the signed-in person's own photo",
    access: 'user',
    responses: { 200: ok(ZMemberPhoto) },
  },
});
