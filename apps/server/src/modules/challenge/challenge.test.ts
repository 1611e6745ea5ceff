import { beforeAll, describe, expect, it } from 'vitest';
import { solvedChallenge } from '../../test/auth-test-kit.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { ChallengeGate } from './challenge-gate.ts';

describe('GET /challenge and the gate', () => {
  const t = setUpTestApp();
  let gate: ChallengeGate;
  const refusal = (answer: string | undefined) =>
    gate.requireSolved(answer).then(
      () => null,
      (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
    );
  const failed = {
    code: 'CHALLENGE_REQUIRED',
    message: 'The security check failed or has expired. Please try again.',
  };
  type Answer = {
    challenge: { parameters: { cost: number; expiresAt: number } };
    solution: { derivedKey: string };
  };
  const reencode = (answer: string, change: (payload: Answer) => void) => {
    const payload = JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Answer;
    change(payload);
    return Buffer.from(JSON.stringify(payload)).toString('base64');
  };

  beforeAll(async () => {
    gate = new ChallengeGate(t.app.db, t.config);
  });

  it('issues a signed PBKDF2 challenge that no cache keeps', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { parameters, signature } = res.json().data;
    expect(parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000 });
    expect(parameters.expiresAt).toBeGreaterThan(Date.now() / 1000 + 500);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a solved challenge once, and refuses a missing, garbled, forged or wrong one', async () => {
    const answer = await solvedChallenge(t);
    expect(await refusal(answer)).toBeNull();
    expect(await refusal(answer)).toEqual(failed);

    expect(await refusal(undefined)).toEqual({
      code: 'CHALLENGE_REQUIRED',
      message: 'Please complete the security check and try again.',
    });
    expect(await refusal('not base64 json')).toEqual(failed);
    const easier = reencode(await solvedChallenge(t), (p) => {
      p.challenge.parameters.cost = 1;
    });
    expect(await refusal(easier)).toEqual(failed);
    const wrongKey = reencode(await solvedChallenge(t), (p) => {
      p.solution.derivedKey = '00'.repeat(32);
    });
    expect(await refusal(wrongKey)).toEqual(failed);
  });

  it('refuses a challenge solved too late', async () => {
    const answer = await solvedChallenge(t);
    const expired = reencode(answer, (p) => {
      p.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) - 1;
    });
    // Changing the expiry breaks the signature too; either way it is refused.
    expect(await refusal(expired)).toEqual(failed);
  });
});
