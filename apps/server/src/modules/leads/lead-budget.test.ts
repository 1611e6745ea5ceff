import { LEAD_RATE_LIMITS } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { solvedChallenge } from '../../test/auth-test-kit.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { setUpTestApp } from '../../test/test-app.ts';

// Decision 050: the sign-up budget holds when a network's sign-ups arrive at once.

const t = setUpTestApp();
const signUps = (count: number, remoteAddress: string, altchas: string[] = []) =>
  Promise.all(
    Array.from({ length: count }, (_, index) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/leads',
        payload: {
          email: `burst-${remoteAddress}-${index}@example.com`,
          business: 'Salt Pine Social',
          is_owner_gm: true,
          altcha: altchas[index],
        },
        remoteAddress,
      }),
    ),
  );

describe('sign-ups sent at once from one network', () => {
  it(`takes ${LEAD_RATE_LIMITS.perNetworkBeforeChallenge} of 30 without a challenge and asks the rest for one`, async () => {
    const answers = await signUps(30, '203.0.113.40');
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      201: LEAD_RATE_LIMITS.perNetworkBeforeChallenge,
      428: 30 - LEAD_RATE_LIMITS.perNetworkBeforeChallenge,
    });
  });

  it(`takes ${LEAD_RATE_LIMITS.perNetworkPerHour} of 30 with solved challenges and refuses the rest with 429`, async () => {
    const altchas = await Promise.all(Array.from({ length: 30 }, () => solvedChallenge(t)));
    const answers = await signUps(30, '203.0.113.41', altchas);
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      201: LEAD_RATE_LIMITS.perNetworkPerHour,
      429: 30 - LEAD_RATE_LIMITS.perNetworkPerHour,
    });
  });
});
