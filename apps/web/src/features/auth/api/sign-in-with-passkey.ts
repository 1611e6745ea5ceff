import type { TPasskeyAnswer, TSignInResult } from '@perks/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api-client';

/**
 * POST /auth/passkeys/sign-in-options, the browser's passkey prompt, then POST
 * /auth/passkeys/sign-in: a session like a right code gives (the server sets the refresh cookie).
 */
export async function signInWithPasskey(): Promise<TSignInResult> {
  const { challenge_id, options } = await api.post('/auth/passkeys/sign-in-options', { skipAuth: true });
  // Loaded with the first passkey prompt: no page pays for it before.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return api.post('/auth/passkeys/sign-in', {
    body: { challenge_id, response: asBody(response) },
    skipAuth: true,
  });
}

/** The library's answer as the route's body: the same JSON (the server checks it field by field). */
const asBody = (response: unknown) => response as TPasskeyAnswer['response'];
