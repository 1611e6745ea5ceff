import type { TPasskeyAnswer, TStepUpResult } from '@perks/contract';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api-client';

/** POST /auth/passkeys/step-up-options, the browser's passkey prompt, then POST /auth/passkeys/step-up. */
export async function verifyPasskey(): Promise<TStepUpResult> {
  const { challenge_id, options } = await api.post('/auth/passkeys/step-up-options');
  // Loaded with the first passkey prompt: no page pays for it before.
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: options as unknown as PublicKeyCredentialRequestOptionsJSON,
  });
  return api.post('/auth/passkeys/step-up', { body: { challenge_id, response: asBody(response) } });
}

/** The library's answer as the route's body: the same JSON (the server checks it field by field). */
const asBody = (response: unknown) => response as TPasskeyAnswer['response'];
