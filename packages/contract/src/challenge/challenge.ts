import { z } from 'zod';

/**
 * The proof-of-work challenge (ALTCHA v2, docs/decisions/021-sign-in-abuse-budgets.md). The server
 * issues it at GET /challenge; the browser searches for the counter that derives the signed key
 * prefix and sends the answer back as `altcha` with the request that was refused with 428.
 */
export const CHALLENGE_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per counter value tried; the counter range sets the total work. */
export const CHALLENGE_COST = 1000;
/** A challenge must be solved and used within this long. */
export const CHALLENGE_VALIDITY_SECONDS = 10 * 60;

export const CHALLENGE_MESSAGES = {
  required: 'Please complete the security check and try again.',
  failed: 'The security check failed or has expired. Please try again.',
} as const;

const ZParameterValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/** GET /challenge: what the solver needs, signed by the server so it cannot be made easier. */
export const ZChallenge = z.object({
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().int(),
    keyLength: z.number().int(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    data: z.record(z.string(), ZParameterValue).optional(),
  }),
  signature: z.string(),
});
export type TChallenge = z.infer<typeof ZChallenge>;

/** The solved challenge as sent back: base64 of `{ challenge, solution }` JSON, as the ALTCHA widget sends it. */
export const ZChallengeAnswer = z.string().trim().max(4096, { error: 'altcha is too long' });
