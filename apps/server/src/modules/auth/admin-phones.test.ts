import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index.ts';
import { type AuthTestApp, createAuthTestApp, signIn } from '../../test/auth-test-kit.ts';

// ADMIN_PHONES makes the first admin of an install with no active admin, and says so in the audit
// trail; it never gives admin back to someone an admin demoted (decision 053).

const FIRST = '+12075550100';
const SECOND = '+12075550101';

describe('ADMIN_PHONES at sign-in', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createAuthTestApp({ ADMIN_PHONES: `${FIRST}, ${SECOND}` });
  });
  afterAll(() => t.close());

  /** Signs in again: the phone's earlier code requests are moved out of the resend wait. */
  const signInAgain = async (phone: string) => {
    await t.database.db.execute(
      sql`update otp_events set created_at = created_at - interval '1 hour' where phone = ${phone}`,
    );
    return signIn(t, phone);
  };
  const account = async (phone: string) =>
    (await t.app.db.select().from(users).where(eq(users.phone, phone)))[0]!;
  const grants = (userId: string) =>
    t.app.db.select().from(auditEvents).where(eq(auditEvents.entity_id, userId));

  it('makes a listed number the first admin of an install without one, and audits the grant', async () => {
    const first = await signIn(t, FIRST);
    expect(await account(FIRST)).toMatchObject({ is_admin: true, role: 'admin' });
    const rows = await grants(first.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: null,
      actor_label: 'System (ADMIN_PHONES)',
      action: 'user.admin_granted_by_config',
      entity_type: 'user',
      entity_id: first.userId,
      changes: { is_admin: { from: false, to: true } },
    });
    const trail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-events?entity_id=${first.userId}`,
      headers: first.auth,
    });
    expect(trail.statusCode).toBe(200);
    expect(trail.json().data[0]).toMatchObject({ actor_id: null, action: 'user.admin_granted_by_config' });
  });

  it('grants nothing to another listed number once an active admin exists', async () => {
    const second = await signIn(t, SECOND);
    expect(await account(SECOND)).toMatchObject({ is_admin: false, role: 'worker' });
    expect(await grants(second.userId)).toHaveLength(0);
  });

  it('does not give admin back to a listed number an admin demoted', async () => {
    const first = await signInAgain(FIRST);
    // The first admin promotes the second, who then demotes the first.
    const promote = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${(await account(SECOND)).id}`,
      headers: first.auth,
      payload: { phone: SECOND, first_name: 'Blake', last_name: 'Admin', role: 'admin', status: 'active' },
    });
    expect(promote.statusCode).toBe(200);
    const second = await signInAgain(SECOND);
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/users/${first.userId}`,
      headers: second.auth,
      payload: { phone: FIRST, first_name: 'Avery', last_name: 'Admin', role: 'worker', status: 'active' },
    });
    expect(demote.statusCode).toBe(200);

    await signInAgain(FIRST);
    expect(await account(FIRST)).toMatchObject({ is_admin: false, role: 'worker' });
    const actions = (await grants(first.userId)).map((row) => row.action).sort();
    expect(actions).toEqual(['user.admin_granted_by_config', 'user.update']);
  });
});

describe('ADMIN_PHONES when two listed numbers sign in at the same moment', () => {
  let t: AuthTestApp;

  beforeAll(async () => {
    t = await createAuthTestApp({ ADMIN_PHONES: `${FIRST}, ${SECOND}` });
  });
  afterAll(() => t.close());

  it('makes one of them the first admin, with one audit row', async () => {
    await Promise.all([signIn(t, FIRST), signIn(t, SECOND)]);
    const admins = await t.app.db.select().from(users).where(eq(users.is_admin, true));
    expect(admins).toHaveLength(1);
    const rows = await t.app.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'user.admin_granted_by_config'));
    expect(rows.map((row) => row.entity_id)).toEqual([admins[0]!.id]);
  });
});
