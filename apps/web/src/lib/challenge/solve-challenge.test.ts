import { verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { solveChallenge } from './solve-challenge';
import { challengeAnswerOf, TEST_CHALLENGE_SECRET, testChallenge } from './test-challenge';

describe('solveChallenge', () => {
  it('finds the counter on the page where there are no workers, in the format the server reads', async () => {
    const altcha = await solveChallenge(await testChallenge(9));
    const answer = challengeAnswerOf(JSON.stringify({ altcha }))!;
    expect(answer.solution.counter).toBe(9);
    const result = await verifySolution({ ...answer, deriveKey, hmacSignatureSecret: TEST_CHALLENGE_SECRET });
    expect(result.verified).toBe(true);
  });
});
