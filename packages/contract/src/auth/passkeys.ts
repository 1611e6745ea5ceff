import { z } from 'zod';
import { ZCount, ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';

/**
 * Passkeys (WebAuthn) and recovery codes (decision 103): any account may add a passkey as a
 * faster sign-in; for an admin who has one, admin screens and every write need a passkey check
 * (step-up) younger than `stepUpHours`.
 */
export const PASSKEY_LIMITS = {
  /** A passkey check older than this is asked for again before an admin's next admin call. */
  stepUpHours: 12,
  /** Seconds a registration, sign-in or step-up challenge can be answered, once. */
  challengeSeconds: 300,
  /** Recovery codes made when the first passkey is added, each usable once. */
  recoveryCodes: 10,
  /** Passkeys one account may keep. */
  perAccount: 10,
  nameMax: 60,
  /** Passkey sign-ins one network may start an hour. */
  signInsPerNetworkPerHour: 30,
  /** Recovery codes one account may try an hour, right or wrong. */
  recoveryAttemptsPerHour: 5,
} as const;

export const PASSKEY_MESSAGES = {
  stepUpRequired: 'Confirm with your passkey to continue.',
  challengeExpired: 'That passkey request has expired or was already used. Please try again.',
  notVerified: 'That passkey could not be verified. Please try again.',
  unknownPasskey: 'That passkey is not registered with this app.',
  clonedPasskey: 'That passkey was refused: it looks copied from another device.',
  tooManyPasskeys: 'You already have the most passkeys an account may keep.',
  alreadyAdded: 'That passkey is already added to your account.',
  tooManySignIns: 'Too many passkey sign-ins from this network. Please try again later.',
  badRecoveryCode: 'That recovery code is not valid or was already used.',
  tooManyRecoveryAttempts: 'Too many recovery code attempts. Please try again later.',
  notAnAdmin: 'Only an admin’s passkeys can be reset here.',
  ownPasskeys: 'You cannot reset your own passkeys here.',
  nameTooLong: 'Passkey name must be 60 characters or fewer',
  defaultName: 'Passkey',
} as const;

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
