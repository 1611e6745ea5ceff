import { LEAD_RATE_LIMITS } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { leads } from '../../db/schema/leads.ts';
import { solvedChallenge } from '../../test/auth-test-kit.ts';
import { setUpTestApp } from '../../test/test-app.ts';

describe('POST /leads', () => {
  const t = setUpTestApp();
  const post = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: payload as object });
  const stored = () => t.app.db.select().from(leads);

  it('stores a lead and answers 201 with it', async () => {
    const res = await post({
      email: ' Dana@Example.com ',
      business: ' Salt Pine Social ',
      lead_source: 'website',
      is_owner_gm: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      data: {
        email: 'Dana@Example.com',
        business: 'Salt Pine Social',
        lead_source: 'website',
        is_owner_gm: true,
      },
    });
    expect(res.json().data.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await stored()).toHaveLength(1);
  });

  it('keeps one lead when the same email and workplace come again, in any case', async () => {
    const again = await post({
      email: 'dana@example.COM',
      business: 'SALT PINE SOCIAL',
      lead_source: 'website',
      is_owner_gm: false,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      data: { email: 'Dana@Example.com', business: 'Salt Pine Social' },
    });
    expect(await stored()).toHaveLength(1);
  });

  it('stores another workplace of the same person as a new lead, and lead_source defaults to website', async () => {
    const res = await post({ email: 'dana@example.com', business: 'Harbor Fish Bar', is_owner_gm: false });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      business: 'Harbor Fish Bar',
      lead_source: 'website',
      is_owner_gm: false,
    });
    // The answer names only the lead just sent, never another.
    expect(res.json().data.business).not.toBe('Salt Pine Social');
    expect(await stored()).toHaveLength(2);
  });

  it.each([
    [{ business: 'Cafe', is_owner_gm: true }, 'email'],
    [{ email: '', business: 'Cafe', is_owner_gm: true }, 'email'],
    [{ email: 'not-an-email', business: 'Cafe', is_owner_gm: true }, 'email'],
    [{ email: `${'a'.repeat(250)}@example.com`, business: 'Cafe', is_owner_gm: true }, 'email'],
    [{ email: 'a@example.com', is_owner_gm: true }, 'business'],
    [{ email: 'a@example.com', business: '   ', is_owner_gm: true }, 'business'],
    [{ email: 'a@example.com', business: 'x'.repeat(201), is_owner_gm: true }, 'business'],
    [{ email: 'a@example.com', business: 'Cafe' }, 'is_owner_gm'],
    [{ email: 'a@example.com', business: 'Cafe', is_owner_gm: 'yes' }, 'is_owner_gm'],
    [{ email: 'a@example.com', business: 'Cafe', is_owner_gm: true, lead_source: 'radio' }, 'lead_source'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR', field } });
  });

  it('stored nothing for the refused requests', async () => {
    expect(await stored()).toHaveLength(2);
  });
});

describe('POST /leads from one network', () => {
  const t = setUpTestApp();
  const lead = (n: number) => ({
    email: `guest${n}@example.com`,
    business: 'Harbor Fish Bar',
    is_owner_gm: false,
  });
  const post = (payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/leads', payload, remoteAddress });

  it('takes a few sign-ups freely, then each after a solved challenge, then none for the hour', async () => {
    const address = '198.51.100.40';
    for (let i = 0; i < LEAD_RATE_LIMITS.perNetworkBeforeChallenge; i++) {
      expect((await post(lead(i), address)).statusCode).toBe(201);
    }
    const unsolved = await post(lead(10), address);
    expect(unsolved.statusCode).toBe(428);
    expect(unsolved.json().error.code).toBe('CHALLENGE_REQUIRED');
    expect((await post({ ...lead(10), altcha: await solvedChallenge(t) }, address)).statusCode).toBe(201);

    for (
      let i = LEAD_RATE_LIMITS.perNetworkBeforeChallenge + 1;
      i < LEAD_RATE_LIMITS.perNetworkPerHour;
      i++
    ) {
      expect((await post({ ...lead(100 + i), altcha: await solvedChallenge(t) }, address)).statusCode).toBe(
        201,
      );
    }
    const capped = await post({ ...lead(999), altcha: await solvedChallenge(t) }, address);
    expect(capped.statusCode).toBe(429);
    expect(capped.json().error.message).toBe('Too many sign-ups from this network. Please try again later.');
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await t.app.db.select().from(leads)).toHaveLength(LEAD_RATE_LIMITS.perNetworkPerHour);

    // Another network is not affected.
    expect((await post(lead(1000), '198.51.100.41')).statusCode).toBe(201);
  });
});
