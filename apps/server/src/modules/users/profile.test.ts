import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

const t = setUpTestApp();
let auth: { authorization: string };

beforeAll(async () => {
  const user = await createTestUser(t.database.db, {
    phone: '+12075557001',
    first_name: 'Sam',
    last_name: 'Carter',
    role: 'business_owner',
  });
  auth = await authHeadersFor(t.app, user);
});

const put = (payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/auth/profile', headers: auth, payload: payload as object });

describe('/auth/profile', () => {
  it('returns the signed-in user with is_admin and profile{first_name, last_name, role}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: {
        user: expect.objectContaining({
          phone: '+12075557001',
          is_admin: false,
          is_active: true,
          profile: { first_name: 'Sam', last_name: 'Carter', role: 'business_owner' },
        }),
      },
    });
  });

  it('lets the user change their own first and last name, trimmed, blank meaning none', async () => {
    const res = await put({ first_name: '  Samantha ', last_name: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.profile).toEqual({
      first_name: 'Samantha',
      last_name: null,
      role: 'business_owner',
    });
  });

  it('refuses any other field, so nobody makes themselves an admin here', async () => {
    const res = await put({ first_name: 'Sam', last_name: 'Carter', is_admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_ERROR');
    const check = await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth });
    expect(check.json().data.user.is_admin).toBe(false);
  });

  it('lets the user set and clear their own e-mail, checked for its format', async () => {
    const set = await put({ first_name: 'Sam', last_name: 'Carter', email: ' sam@example.com ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.user.email).toBe('sam@example.com');
    // Leaving the e-mail out keeps it.
    const kept = await put({ first_name: 'Sam', last_name: 'Carter' });
    expect(kept.json().data.user.email).toBe('sam@example.com');
    const bad = await put({ first_name: 'Sam', last_name: 'Carter', email: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ field: 'email', message: 'email: Invalid email format' });
    const long = await put({
      first_name: 'Sam',
      last_name: 'Carter',
      email: `${'x'.repeat(250)}@example.com`,
    });
    expect(long.statusCode).toBe(400);
    const cleared = await put({ first_name: 'Sam', last_name: 'Carter', email: '' });
    expect(cleared.json().data.user.email).toBeNull();
  });

  it('never changes the phone, role or admin flag', async () => {
    for (const field of [{ phone: '+12075559999' }, { role: 'admin' }, { is_admin: true }]) {
      const res = await put({ first_name: 'Sam', last_name: 'Carter', ...field });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(`Unknown field: ${Object.keys(field)[0]}`);
    }
    const user = (await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth })).json()
      .data.user;
    expect(user).toMatchObject({ phone: '+12075557001', role: 'business_owner', is_admin: false });
  });

  it('refuses names over 100 characters, naming the field', async () => {
    const res = await put({ first_name: 'x'.repeat(101), last_name: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      field: 'first_name',
      message: expect.stringContaining('First name too long'),
    });
  });
});
