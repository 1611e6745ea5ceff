import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

const t = setUpTestApp();
let ownerId: string;
let disabledId: string;
const auth: Record<'owner' | 'other' | 'admin', { authorization: string }> = {} as never;

const profileOf = (userId: string, headers?: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: `/api/v1/users/${userId}/profile`, headers });

beforeAll(async () => {
  const db = t.database.db;
  const owner = await createTestUser(db, {
    phone: '+12075557201',
    first_name: 'Casey',
    last_name: 'Nguyen',
    email: 'casey@example.com',
  });
  const other = await createTestUser(db, { phone: '+12075557202' });
  const admin = await createTestUser(db, { phone: '+12075557203', is_admin: true, role: 'admin' });
  const disabled = await createTestUser(db, { phone: '+12075557204', is_active: false });
  ownerId = owner.id;
  disabledId = disabled.id;
  auth.owner = await authHeadersFor(t.app, owner);
  auth.other = await authHeadersFor(t.app, other);
  auth.admin = await authHeadersFor(t.app, admin);
});

describe('GET /users/{userId}/profile (docs/decisions/028-profiles-and-privacy.md)', () => {
  it('shows the member their own header with their phone', async () => {
    const res = await profileOf(ownerId, auth.owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      id: ownerId,
      first_name: 'Casey',
      last_name: 'Nguyen',
      is_admin: false,
      is_active: true,
      phone: '+12075557201',
    });
  });

  it('shows another member the name and badges, never the phone or e-mail', async () => {
    const res = await profileOf(ownerId, auth.other);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ id: ownerId, first_name: 'Casey', last_name: 'Nguyen' });
    expect(data).not.toHaveProperty('phone');
    expect(data).not.toHaveProperty('email');
    expect(res.body).not.toContain('5557201');
    expect(res.body).not.toContain('casey@example.com');
  });

  it('shows an admin the phone', async () => {
    expect((await profileOf(ownerId, auth.admin)).json().data.phone).toBe('+12075557201');
  });

  it('hides a disabled account from members, not from admins', async () => {
    expect((await profileOf(disabledId, auth.other)).statusCode).toBe(404);
    expect((await profileOf(disabledId, auth.admin)).statusCode).toBe(200);
  });

  it('answers a visitor 401 and an unknown id 404', async () => {
    expect((await profileOf(ownerId)).statusCode).toBe(401);
    const unknown = await profileOf('00000000-0000-4000-8000-000000000000', auth.other);
    expect(unknown.statusCode).toBe(404);
  });
});
