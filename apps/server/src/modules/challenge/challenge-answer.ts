import { z } from 'zod';

// The shape of a solved challenge as the browser sends it; the signature check that follows
// decides whether its numbers are the server's own.
const ZSolvedChallenge = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});
export type SolvedChallenge = z.infer<typeof ZSolvedChallenge>;

/** Reads the `altcha` field (base64 of JSON, the ALTCHA widget's format), or null when it is not one. */
export function parseChallengeAnswer(answer: string): SolvedChallenge | null {
  try {
    const parsed = ZSolvedChallenge.safeParse(JSON.parse(Buffer.from(answer, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
