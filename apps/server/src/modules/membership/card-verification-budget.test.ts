import { cardStep, cardToken } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { statusCounts } from '../../test/status-counts.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { cardFor } from './card.repository.ts';
import { codeAt } from './card.service.ts';

// Decision 050: the public card check's per-network budget holds under a burst, and the answer
// tells nothing about which card ids exist.

// Every request of the burst gets its turn (decision 077 would refuse 128 of 400 from one network
// before any database work), so what refuses here is the budget itself.
const t = setUpTestApp({ NETWORK_WAITING_REQUESTS: '400' });
const check = (token: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/card-verifications', payload: { token }, remoteAddress });

describe('POST /card-verifications', () => {
  it('checks 300 of 400 codes sent at once from one network and refuses the rest with 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 400 }, () => check('ABCDEFGHJK-12345678', '203.0.113.60')),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: 300, 429: 100 });
  });

  it('answers a made-up card id exactly as a real card id with a wrong code', async () => {
    const user = await createTestUser(t.database.db, { phone: '+12077748901' });
    // The card a verified member's first view makes.
    const real = await cardFor(t.database.db, user.id);
    const code = codeAt(real.secret, cardStep(Date.now()));
    const wrong = code === '00000000' ? '11111111' : '00000000';
    const madeUpId = real.card_id === 'ABCDEFGHJK' ? 'ABCDEFGHJM' : 'ABCDEFGHJK';

    const known = await check(cardToken(real.card_id, wrong), '203.0.113.61');
    const unknown = await check(cardToken(madeUpId, wrong), '203.0.113.61');
    const body = (res: typeof known) => ({ ...res.json(), data: { ...res.json().data, checked_at: null } });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(body(known)).toEqual(body(unknown));
    expect(known.json().data).toMatchObject({ valid: false, first_name: null, employers: [] });
  });
});
