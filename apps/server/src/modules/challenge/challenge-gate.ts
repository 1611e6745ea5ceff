import {
  CHALLENGE_ALGORITHM,
  CHALLENGE_COST,
  CHALLENGE_MESSAGES,
  CHALLENGE_VALIDITY_SECONDS,
  type TChallenge,
} from '@perks/contract';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey as pbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { deriveKey } from '../../lib/derive-key.ts';
import { parseChallengeAnswer } from './challenge-answer.ts';
import { markChallengeUsed } from './used-challenges.repository.ts';

const challengeRequired = (message: string) => new AppError('CHALLENGE_REQUIRED', message);

/**
 * Self-hosted proof of work (ALTCHA, decision 021): issues signed challenges and accepts each
 * solved one once. Keys come from JWT_SECRET, one per purpose, so nothing else needs configuring.
 */
export class ChallengeGate {
  private readonly signatureKey: string;
  private readonly keySignatureKey: string;

  constructor(
    private readonly db: Db,
    private readonly config: Pick<AppConfig, 'jwtSecret' | 'CHALLENGE_MAX_COUNTER'>,
  ) {
    this.signatureKey = deriveKey(config.jwtSecret, 'challenge');
    this.keySignatureKey = deriveKey(config.jwtSecret, 'challenge-key');
  }

  /**
   * A fresh challenge. The counter the browser must find is drawn from the upper half of the
   * configured range, so every solve costs at least half the work.
   */
  async issue(): Promise<TChallenge> {
    const max = this.config.CHALLENGE_MAX_COUNTER;
    const challenge = await createChallenge({
      algorithm: CHALLENGE_ALGORITHM,
      cost: CHALLENGE_COST,
      counter: randomInt(max, Math.ceil(max / 2)),
      deriveKey: pbkdf2,
      expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_VALIDITY_SECONDS,
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    });
    return { parameters: challenge.parameters, signature: challenge.signature ?? '' };
  }

  /**
   * Lets the request through only with a solved, unexpired challenge of ours that no earlier
   * request used; otherwise 428, so the client fetches a challenge, solves it and tries again.
   * Inside a budget's transaction pass its handle, so the use commits or rolls back with the spend
   * and the request never waits for a second connection while holding the budget's lock.
   */
  async requireSolved(answer: string | undefined, db: Executor = this.db): Promise<void> {
    if (!answer) throw challengeRequired(CHALLENGE_MESSAGES.required);
    const solved = parseChallengeAnswer(answer);
    if (!solved) throw challengeRequired(CHALLENGE_MESSAGES.failed);
    const result = await verifySolution({
      challenge: solved.challenge,
      solution: solved.solution,
      deriveKey: pbkdf2,
      hmacSignatureSecret: this.signatureKey,
      hmacKeySignatureSecret: this.keySignatureKey,
    }).catch(() => null);
    if (!result?.verified) throw challengeRequired(CHALLENGE_MESSAGES.failed);
    const expiresAt = new Date(solved.challenge.parameters.expiresAt * 1000);
    if (!(await markChallengeUsed(db, solved.challenge.signature, expiresAt))) {
      throw challengeRequired(CHALLENGE_MESSAGES.failed);
    }
  }
}
