import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshSessions } from '../../db/schema/index.ts';
import {
  authTestSetup,
  createAuthTestApp,
  refresh,
  refreshCookieOf,
  signIn,
} from '../../test/auth-test-kit.ts';

const { t, newPhone } = authTestSetup(3000);
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
const profile = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: { authorization } });
const bearer = (res: { json(): { data: { session: { access_token: string } } } }) =>
  `Bearer ${res.json().data.session.access_token}`;
const logout = (refreshToken: string | undefined, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/logout',
    cookies: refreshToken ? { perks_refresh: refreshToken } : {},
    headers,
  });

describe('POST /auth/refresh', () => {
  it('rotates the refresh token on every use and answers a new access token', async () => {
    const s = await signIn(t, newPhone());
    const first = await refresh(t, s.refreshToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({
      success: true,
      data: { session: { access_token: expect.any(String), expires_in: 3600 } },
    });
    const second = refreshCookieOf(first);
    expect(second).toBeDefined();
    expect(second).not.toBe(s.refreshToken);
    expect((await profile(bearer(first))).statusCode).toBe(200);

    const third = await refresh(t, second);
    expect(third.statusCode).toBe(200);
    expect(refreshCookieOf(third)).not.toBe(second);
  });

  it('stores refresh tokens only as hashes', async () => {
    const s = await signIn(t, newPhone());
    const rows = await t.database.db
      .select({ token_hash: refreshSessions.token_hash })
      .from(refreshSessions)
      .where(eq(refreshSessions.user_id, s.userId));
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toBe(s.refreshToken);
  });

  it('gives two tabs refreshing at once the same successor, and both stay signed in', async () => {
    const s = await signIn(t, newPhone());
    const [a, b] = await Promise.all([refresh(t, s.refreshToken), refresh(t, s.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(refreshCookieOf(a)).toBe(refreshCookieOf(b));
    expect((await profile(bearer(a))).statusCode).toBe(200);
    expect((await profile(bearer(b))).statusCode).toBe(200);
    expect((await refresh(t, refreshCookieOf(a))).statusCode).toBe(200);
  });

  it('answers a rotated token presented again within 10 seconds with the same successor', async () => {
    const s = await signIn(t, newPhone());
    const first = await refresh(t, s.refreshToken);
    await exec(
      sql`update refresh_sessions set rotated_at = rotated_at - interval '8 seconds' where user_id = ${s.userId}`,
    );
    const again = await refresh(t, s.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(refreshCookieOf(again)).toBe(refreshCookieOf(first));
  });

  it('revokes the whole sign-in when a rotated token comes back after the grace window', async () => {
    const s = await signIn(t, newPhone());
    const rotated = await refresh(t, s.refreshToken);
    const successor = refreshCookieOf(rotated);
    await exec(
      sql`update refresh_sessions set rotated_at = rotated_at - interval '11 seconds' where user_id = ${s.userId}`,
    );

    const reuse = await refresh(t, s.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.cookies.find((c) => c.name === 'perks_refresh')?.value).toBe('');
    // The thief's and the owner's tokens die together, access tokens included.
    expect((await refresh(t, successor)).statusCode).toBe(401);
    expect((await profile(bearer(rotated))).statusCode).toBe(401);
    expect((await profile(s.auth.authorization)).statusCode).toBe(401);
  });

  it('refuses a disabled user and ends their access at once', async () => {
    const s = await signIn(t, newPhone());
    await exec(sql`update users set is_active = false where id = ${s.userId}`);
    expect((await refresh(t, s.refreshToken)).statusCode).toBe(401);
    const res = await profile(s.auth.authorization);
    expect(res.statusCode).toBe(401);
  });

  it('refuses a family older than REFRESH_FAMILY_TTL_DAYS', async () => {
    const s = await signIn(t, newPhone());
    await exec(
      sql`update refresh_sessions set family_expires_at = now() - interval '1 second' where user_id = ${s.userId}`,
    );
    expect((await refresh(t, s.refreshToken)).statusCode).toBe(401);
  });

  it('needs the cookie, and refuses unknown tokens', async () => {
    expect((await refresh(t, undefined)).statusCode).toBe(401);
    expect((await refresh(t, 'not-a-real-token')).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated POST from a foreign Origin with 403', async () => {
    const s = await signIn(t, newPhone());
    const foreign = await refresh(t, s.refreshToken, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('FORBIDDEN');
    expect((await refresh(t, s.refreshToken, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await logout(s.refreshToken, { origin: 'null' })).statusCode).toBe(403);
    // The token still works from our own page.
    expect((await refresh(t, s.refreshToken, { origin: 'http://localhost' })).statusCode).toBe(200);
  });

  it('accepts the configured PUBLIC_URL as our own origin', async () => {
    const app = await createAuthTestApp({ PUBLIC_URL: 'https://perks.example' });
    try {
      const s = await signIn(app, newPhone());
      const res = await refresh(app, s.refreshToken, { origin: 'https://perks.example' });
      expect(res.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('marks the cookie Secure in production', async () => {
    const prod = await createAuthTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://perks.example' });
    try {
      const s = await signIn(prod, newPhone());
      const res = await refresh(prod, s.refreshToken);
      expect(res.cookies.find((c) => c.name === 'perks_refresh')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});

describe('POST /auth/logout', () => {
  it('revokes the sign-in: the refresh token and the access token stop working', async () => {
    const s = await signIn(t, newPhone());
    const res = await logout(s.refreshToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: null });
    expect(res.cookies.find((c) => c.name === 'perks_refresh')?.value).toBe('');
    expect((await refresh(t, s.refreshToken)).statusCode).toBe(401);
    expect((await profile(s.auth.authorization)).statusCode).toBe(401);
  });

  it('ends the sign-in of the access token even without the cookie, and never fails', async () => {
    const s = await signIn(t, newPhone());
    expect((await logout(undefined, s.auth)).statusCode).toBe(200);
    expect((await refresh(t, s.refreshToken)).statusCode).toBe(401);
    expect((await logout(undefined)).statusCode).toBe(200);
  });

  it('leaves other sign-ins of the same user alone', async () => {
    const phone = newPhone();
    const laptop = await signIn(t, phone);
    await exec(
      sql`update otp_events set created_at = created_at - interval '61 seconds' where phone = ${phone}`,
    );
    const phoneApp = await signIn(t, phone);
    await logout(laptop.refreshToken);
    expect((await profile(phoneApp.auth.authorization)).statusCode).toBe(200);
    expect((await refresh(t, phoneApp.refreshToken)).statusCode).toBe(200);
  });
});
