import type { TChallenge } from '@perks/contract';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** The secret test challenges are signed with, for tests that verify an answer. */
export const TEST_CHALLENGE_SECRET = 'test-signature-secret';

/**
 * A real, cheap challenge whose answer is `counter`: a test can tell the page did the work by
 * finding that counter in what it sent.
 */
export async function testChallenge(counter: number): Promise<TChallenge> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter,
    deriveKey,
    hmacSignatureSecret: TEST_CHALLENGE_SECRET,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
  });
  return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
}

/** The decoded `altcha` field of a request body (JSON text or parsed), or null when it carried none. */
export function challengeAnswerOf(
  body: unknown,
): { challenge: TChallenge; solution: { counter: number; derivedKey: string } } | null {
  const { altcha } = (typeof body === 'string' ? JSON.parse(body) : body) as { altcha?: string };
  return altcha ? JSON.parse(atob(altcha)) : null;
}
