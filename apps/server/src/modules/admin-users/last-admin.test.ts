import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

// The last-admin rule under parallel requests (decision 053). PGlite serialises requests, so the
// race shows only on PostgreSQL (TEST_DATABASE_URL); the rule itself holds on both.

type Admin = { id: string; phone: string; first_name: string; auth: { authorization: string } };

describe('the last active admin, when admins act at the same moment', () => {
  const t = setUpTestApp();
  let nextPhone = 2075558100;

  /** Two active admins and nobody else with admin rights. */
  async function twoAdmins(): Promise<[Admin, Admin]> {
    await t.app.db.update(users).set({ is_admin: false, role: 'worker' });
    const make = async (first_name: string): Promise<Admin> => {
      const phone = `+1${nextPhone++}`;
      const user = await createTestUser(t.app.db, {
        phone,
        first_name,
        last_name: 'Admin',
        is_admin: true,
        role: 'admin',
      });
      return { id: user.id, phone, first_name, auth: await authHeadersFor(t.app, user) };
    };
    return [await make('Avery'), await make('Blake')];
  }

  const put = (by: Admin, target: Admin, changes: { role: string; status: string }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${target.id}`,
      headers: by.auth,
      payload: { phone: target.phone, first_name: target.first_name, last_name: 'Admin', ...changes },
    });
  const remove = (by: Admin, target: Admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/users/${target.id}`, headers: by.auth });

  const activeAdmins = async () =>
    (
      await t.app.db
        .select()
        .from(users)
        .where(and(eq(users.is_admin, true), eq(users.is_active, true)))
    ).length;

  /**
   * One write succeeds; the other is refused, by the last-admin rule (409) or, when the first
   * committed before the second was let in, because its admin is no longer one (401 or 403).
   */
  const expectOneRefused = (answers: { statusCode: number; json(): { error?: { message: string } } }[]) => {
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([401, 403, 409]).toContain(codes[1]);
    const refused = answers.find((res) => res.statusCode === 409);
    if (refused) {
      expect(refused.json().error?.message).toBe(
        'The last active administrator cannot be demoted, deactivated or deleted',
      );
    }
  };

  it('lets only one of two admins demoting each other at once succeed; one admin is left', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([
        put(a, b, { role: 'worker', status: 'active' }),
        put(b, a, { role: 'worker', status: 'active' }),
      ]);
      expectOneRefused(answers);
      expect(await activeAdmins()).toBe(1);
    }
  });

  it('holds the rule when one admin deactivates the other while that one deletes the first', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([put(a, b, { role: 'admin', status: 'inactive' }), remove(b, a)]);
      expectOneRefused(answers);
      expect(await activeAdmins()).toBe(1);
    }
  });
});
