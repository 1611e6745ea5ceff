import { signedInRoute } from '../api/route-entry.ts';
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
  'GET /auth/profile': signedInRoute('The signed-in person', { ok: ZProfileResult }),
  'PUT /auth/profile': signedInRoute(
    "Change the signed-in person's own name and e-mail (never the phone, role or admin flag)",
    { body: ZUpdateProfileRequest, ok: ZProfileResult },
  ),
  'PUT /user/language': signedInRoute(
    "Choose the signed-in person's language for the app, their texts and their e-mails",
    { body: ZUpdateLanguageRequest, ok: ZLanguageResult },
  ),
  'POST /uploads/member-photo': signedInRoute(
    "Upload the signed-in person's own photo (multipart: file), shown on their member card and to partners checking it",
    { created: ZMemberPhoto },
  ),
  'DELETE /user/photo': signedInRoute("Remove the signed-in person's own photo", { ok: ZMemberPhoto }),
});
