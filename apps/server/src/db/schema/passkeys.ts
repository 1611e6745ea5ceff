import { bigint, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, primaryId, timestamptz } from './columns.ts';
import { oneOf, PASSKEY_CHALLENGE_PURPOSES } from './enums.ts';
import { users } from './users.ts';

/**
 * A person's passkeys (WebAuthn credentials, decision 103): the credential's id and public key in
 * base64url, the signature counter last seen (a clone that does not move it forward is refused),
 * the transports the browser reported, and when it was added and last used.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    credential_id: text().notNull().unique(),
    public_key: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    name: text().notNull(),
    created_at: createdAt(),
    last_used_at: timestamptz(),
  },
  (t) => [index('passkeys_user_idx').on(t.user_id)],
);

/**
 * WebAuthn challenges, each answerable once before `expires_at`: a registration or step-up one
 * belongs to the sign-in (`session_id`, the refresh family) that asked for it; a sign-in one to no one.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: primaryId(),
    purpose: text({ enum: PASSKEY_CHALLENGE_PURPOSES }).notNull(),
    challenge: text().notNull(),
    user_id: uuid().references(() => users.id, { onDelete: 'cascade' }),
    session_id: uuid(),
    expires_at: timestamptz().notNull(),
    used_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [
    check('passkey_challenges_purpose_check', oneOf(t.purpose, PASSKEY_CHALLENGE_PURPOSES)),
    // Expired rows are swept by age.
    index('passkey_challenges_expires_at_idx').on(t.expires_at),
    index('passkey_challenges_user_idx').on(t.user_id),
  ],
);

/** One-time recovery codes, stored as hashes; `used_at` set once, by the request that used it. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    code_hash: text().notNull().unique(),
    used_at: timestamptz(),
    created_at: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.user_id)],
);

/** When a sign-in (refresh family) last proved a passkey or a recovery code: the step-up's clock. */
export const passkeyChecks = pgTable(
  'passkey_checks',
  {
    session_id: uuid().primaryKey(),
    user_id: cascadingRef(() => users.id),
    verified_at: timestamptz().notNull(),
  },
  (t) => [index('passkey_checks_user_idx').on(t.user_id)],
);
