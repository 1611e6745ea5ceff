import { z } from 'zod';
import { adminRoute, publicRoute, signedInRoute } from '../api/route-entry.ts';
import { featureRoutes } from '../api/route-spec.ts';
import { ZIdParams } from '../shared/primitives.ts';
import {
  ZRefreshResult,
  ZSendOtpRequest,
  ZSendOtpResult,
  ZSignInResult,
  ZVerifyOtpRequest,
} from './auth-api.ts';
import {
  ZAddedPasskey,
  ZAddPasskeyRequest,
  ZPasskeyAnswer,
  ZPasskeyOptions,
  ZPasskeyResetResult,
  ZPasskeyState,
  ZRecoveryCodeRequest,
  ZStepUpResult,
} from './passkeys.schema.ts';
import { ZSignInSession, ZSignOutOthersResult } from './sign-in-sessions.ts';

/**
 * Signing in by phone and one-time code, the refresh cookie, the signed-in devices, and passkeys
 * with their recovery codes (decisions 007, 023, 103).
 */
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
  'GET /auth/passkeys': signedInRoute(
    "The caller's passkeys, recovery codes left, and when this sign-in last proved a passkey",
    { ok: ZPasskeyState },
  ),
  'POST /auth/passkeys/registration-options': signedInRoute(
    'Options for adding a passkey, with a one-time challenge bound to this sign-in',
    { ok: ZPasskeyOptions },
  ),
  'POST /auth/passkeys': signedInRoute(
    "Add a passkey; the account's first also answers ten recovery codes, shown this once",
    { body: ZAddPasskeyRequest, created: ZAddedPasskey },
  ),
  'POST /auth/passkeys/sign-in-options': publicRoute(
    'Options for signing in with a passkey, with a one-time challenge (budgeted per network)',
    { ok: ZPasskeyOptions },
  ),
  'POST /auth/passkeys/sign-in': publicRoute(
    'Sign in with a passkey instead of a code; sets the refresh cookie like verify-otp',
    { body: ZPasskeyAnswer, ok: ZSignInResult },
  ),
  'POST /auth/passkeys/step-up-options': signedInRoute(
    "Options for proving one of the caller's passkeys again (an admin's step-up)",
    { ok: ZPasskeyOptions },
  ),
  'POST /auth/passkeys/step-up': signedInRoute('Prove a passkey for this sign-in (step-up)', {
    body: ZPasskeyAnswer,
    ok: ZStepUpResult,
  }),
  'POST /auth/recovery-codes/redeem': signedInRoute(
    'Use one recovery code in place of the passkey for this sign-in (each code once)',
    { body: ZRecoveryCodeRequest, ok: ZStepUpResult },
  ),
  'DELETE /admin/users/{id}/passkeys': adminRoute(
    "Reset another admin's lost passkey: their passkeys and recovery codes go (audited)",
    { params: ZIdParams, ok: ZPasskeyResetResult },
  ),
});
