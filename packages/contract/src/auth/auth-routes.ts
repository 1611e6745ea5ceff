import { z } from 'zod';
import { publicRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZRefreshResult,
  ZSendOtpRequest,
  ZSendOtpResult,
  ZSignInResult,
  ZVerifyOtpRequest,
} from './auth-api.ts';
import { ZSignInSession, ZSignOutOthersResult } from './sign-in-sessions.ts';

/** Signing in by phone and one-time code, the refresh cookie, and the signed-in devices (decisions 007, 023). */
export const AUTH_ROUTES = featureRoutes('auth', {
  'POST /auth/send-otp': publicRoute('Send a one-time sign-in code by SMS', {
    body: ZSendOtpRequest,
    ok: ZSendOtpResult,
  }),
  'POST /auth/verify-otp': publicRoute(
    'Check a one-time code; signs in (sets the refresh cookie) and returns the access token',
    { body: ZVerifyOtpRequest, ok: ZSignInResult },
  ),
  'POST /auth/refresh': publicRoute('Trade the refresh cookie for a new access token (the cookie rotates)', {
    ok: ZRefreshResult,
  }),
  'POST /auth/logout': publicRoute('End this sign-in and clear the refresh cookie', { ok: z.null() }),
  'GET /auth/sessions': signedInRoute(
    "The caller's signed-in devices: every sign-in that has not ended, newest activity first",
    { ok: z.array(ZSignInSession) },
  ),
  'DELETE /auth/sessions/{id}': signedInRoute("Sign out of one of the caller's other devices", {
    params: ZIdParams,
    ok: z.null(),
  }),
  'POST /auth/sessions/sign-out-others': signedInRoute(
    'Sign out of every device but the one making the request',
    { ok: ZSignOutOthersResult },
  ),
});
