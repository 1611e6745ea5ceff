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
