import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { businesses, businessMembers, users } from '../db/schema/index.ts';
import { setUpTestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/test-sessions.ts';
import { assertCanManageBusiness, canManageBusiness } from './business-access.ts';

const t = setUpTestApp();
let businessId: string;
const people: Record<string, { id: string }> = {};

beforeAll(async () => {
  const db = t.database.db;
  const [business] = await db.insert(businesses).values({ name: 'Tidewater Tavern' }).returning();
  businessId = business!.id;
  people.owner = await createTestUser(db, { phone: '+12075556001' });
  people.manager = await createTestUser(db, { phone: '+12075556002' });
  people.employee = await createTestUser(db, { phone: '+12075556003' });
  people.stranger = await createTestUser(db, { phone: '+12075556004' });
  people.admin = await createTestUser(db, { phone: '+12075556005', is_admin: true });
  await db.insert(businessMembers).values([
    { business_id: businessId, user_id: people.owner!.id, role: 'owner' },
    { business_id: businessId, user_id: people.manager!.id, role: 'manager' },
    { business_id: businessId, user_id: people.employee!.id, role: 'employee' },
  ]);
});

describe('canManageBusiness', () => {
  it('allows admins, owners and managers; not employees, strangers or nobody', async () => {
    const can = (who: string) => canManageBusiness(t.database.db, people[who], businessId);
    expect(await can('admin')).toBe(true);
    expect(await can('owner')).toBe(true);
    expect(await can('manager')).toBe(true);
    expect(await can('employee')).toBe(false);
    expect(await can('stranger')).toBe(false);
    expect(await canManageBusiness(t.database.db, null, businessId)).toBe(false);
  });

  it('answers no for an unknown or malformed business id instead of failing', async () => {
    expect(await canManageBusiness(t.database.db, people.owner, crypto.randomUUID())).toBe(false);
    expect(await canManageBusiness(t.database.db, people.owner, 'not-a-uuid')).toBe(false);
    expect(await canManageBusiness(t.database.db, people.admin, crypto.randomUUID())).toBe(true);
  });

  it('reads the database on every call: removal and deactivation count at once', async () => {
    const db = t.database.db;
    const manager = await createTestUser(db, { phone: '+12075556006' });
    await db
      .insert(businessMembers)
      .values({ business_id: businessId, user_id: manager.id, role: 'manager' });
    expect(await canManageBusiness(db, manager, businessId)).toBe(true);
    await db.delete(businessMembers).where(eq(businessMembers.user_id, manager.id));
    expect(await canManageBusiness(db, manager, businessId)).toBe(false);

    const admin = await createTestUser(db, { phone: '+12075556007', is_admin: true });
    await db.update(users).set({ is_active: false }).where(eq(users.id, admin.id));
    expect(await canManageBusiness(db, admin, businessId)).toBe(false);
  });

  it('throws FORBIDDEN from the assert form, else says whether the caller runs the business or is only an admin', async () => {
    const db = t.database.db;
    await expect(assertCanManageBusiness(db, people.stranger, businessId)).rejects.toMatchObject({
      code: 'FORBIDDEN',
      statusCode: 403,
    });
    await expect(assertCanManageBusiness(db, people.owner, businessId)).resolves.toBe('member');
    await expect(assertCanManageBusiness(db, people.manager, businessId)).resolves.toBe('member');
    await expect(assertCanManageBusiness(db, people.admin, businessId)).resolves.toBe('admin');
    // An admin who also runs the business acts for it, not as an admin.
    const owningAdmin = await createTestUser(db, { phone: '+12075556008', is_admin: true });
    await db
      .insert(businessMembers)
      .values({ business_id: businessId, user_id: owningAdmin.id, role: 'owner' });
    await expect(assertCanManageBusiness(db, owningAdmin, businessId)).resolves.toBe('member');
  });
});
