import { z } from 'zod';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { PASSKEY_LIMITS, PASSKEY_MESSAGES } from './passkeys.ts';

// The passkey calls' bodies and answers (decision 103); the limits and words are in passkeys.ts.

const ZAttachment = z.enum(['platform', 'cross-platform']).optional();

/** A WebAuthn field in base64url, as the browser library sends it. */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'Must be base64url' });

/** What `startRegistration` (@simplewebauthn/browser) answers. */
export const ZRegistrationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    attestationObject: base64url(12_000),
    authenticatorData: base64url(12_000).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4000).optional(),
  }),
  authenticatorAttachment: ZAttachment,
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** What `startAuthentication` (@simplewebauthn/browser) answers. */
export const ZAuthenticationResponse = z.object({
  id: base64url(1400),
  rawId: base64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url(4000),
    authenticatorData: base64url(4000),
    signature: base64url(2000),
    userHandle: base64url(200).optional(),
  }),
  authenticatorAttachment: ZAttachment,
  clientExtensionResults: z.record(z.string(), z.unknown()),
});

/** Options for the browser's WebAuthn call, with the id of the one-time challenge inside them. */
export const ZPasskeyOptions = z.object({
  challenge_id: ZUuid,
  options: z.looseObject({ challenge: z.string() }),
});
export type TPasskeyOptions = z.infer<typeof ZPasskeyOptions>;

export const ZAddPasskeyRequest = z.strictObject(
  {
    challenge_id: ZUuid,
    name: z.string().trim().max(PASSKEY_LIMITS.nameMax, { error: PASSKEY_MESSAGES.nameTooLong }).optional(),
    response: ZRegistrationResponse,
  },
  UNKNOWN_FIELDS,
);
export type TAddPasskeyRequest = z.infer<typeof ZAddPasskeyRequest>;

export const ZPasskeyAnswer = z.strictObject(
  { challenge_id: ZUuid, response: ZAuthenticationResponse },
  UNKNOWN_FIELDS,
);
export type TPasskeyAnswer = z.infer<typeof ZPasskeyAnswer>;

export const ZRecoveryCodeRequest = z.strictObject(
  {
    code: z
      .string({ error: 'Recovery code is required' })
      .trim()
      .min(1, { error: 'Recovery code is required' })
      .max(40, { error: PASSKEY_MESSAGES.badRecoveryCode }),
  },
  UNKNOWN_FIELDS,
);

export const ZPasskey = z.object({
  id: ZUuid,
  name: z.string(),
  created_at: ZIsoDateTime,
  last_used_at: ZIsoDateTime.nullable(),
});
export type TPasskey = z.infer<typeof ZPasskey>;

/** The caller's passkeys, recovery codes left, and where this sign-in stands. */
export const ZPasskeyState = z.object({
  passkeys: z.array(ZPasskey),
  recovery_codes_left: ZCount,
  /** When this sign-in last proved a passkey (or a recovery code); null when never. */
  verified_at: ZIsoDateTime.nullable(),
});
export type TPasskeyState = z.infer<typeof ZPasskeyState>;

export const ZAddedPasskey = z.object({
  passkey: ZPasskey,
  /** Ten new recovery codes when this is the account's first passkey, shown this once; else null. */
  recovery_codes: z.array(z.string()).nullable(),
});
export type TAddedPasskey = z.infer<typeof ZAddedPasskey>;

export const ZStepUpResult = z.object({ verified_at: ZIsoDateTime, recovery_codes_left: ZCount });
export type TStepUpResult = z.infer<typeof ZStepUpResult>;

export const ZPasskeyResetResult = z.object({ passkeys_removed: ZCount });
