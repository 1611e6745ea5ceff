import type { TAddedPasskey, TAddPasskeyRequest } from '@perks/contract';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { passkeyKeys } from './passkey-keys';

/**
 * POST /auth/passkeys/registration-options, the browser's passkey prompt, then POST /auth/passkeys:
 * answers the passkey and, for the account's first, its ten recovery codes.
 */
async function addPasskey(name: string): Promise<TAddedPasskey> {
  const { challenge_id, options } = await api.post('/auth/passkeys/registration-options');
  // Loaded with the first passkey prompt: no page pays for it before.
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({
    optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON,
  });
  return api.post('/auth/passkeys', {
    body: { challenge_id, name: name || undefined, response: asBody(response) },
  });
}

/** The list is read again afterwards. */
export function useAddPasskey() {
  return useWriteThenRead(addPasskey, [passkeyKeys.state()]);
}

/** The library's answer as the route's body: the same JSON (the server checks it field by field). */
const asBody = (response: unknown) => response as TAddPasskeyRequest['response'];
