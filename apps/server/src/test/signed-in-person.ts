import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { businessMembers } from '../db/schema/index.ts';
import { insertBusiness } from './job-fixtures.ts';
import { authHeadersFor, createTestUser } from './test-sessions.ts';

// People for API tests: a real account with a real session, and the memberships a test needs.

export interface Person {
  id: string;
  auth: { authorization: string };
}

let nextPhone = 0;

/** A signed-in user (a real session) with the given memberships. */
export async function person(
  app: FastifyInstance,
  db: Db,
  options: {
    admin?: boolean;
    memberships?: Array<{ businessId: string; role: 'owner' | 'manager' | 'employee' }>;
  } = {},
): Promise<Person> {
  nextPhone += 1;
  const phone = `+1207555${String(7000 + nextPhone).padStart(4, '0')}`;
  const user = await createTestUser(db, { phone, is_admin: options.admin === true });
  for (const [index, membership] of (options.memberships ?? []).entries()) {
    await db.insert(businessMembers).values({
      business_id: membership.businessId,
      user_id: user.id,
      role: membership.role,
      join_order: index,
    });
  }
  return { id: user.id, auth: await authHeadersFor(app, user) };
}

/**
 * Two businesses (Salt Pier Kitchen and Harbor Fish Bar) and the people who check who may act on
 * them: an admin, the first business's owner, and a worker who belongs to neither.
 */
export async function twoBusinessesWithPeople(app: FastifyInstance, db: Db) {
  const businessId = (await insertBusiness(db, { name: 'Salt Pier Kitchen' })).id;
  const otherBusinessId = (await insertBusiness(db, { name: 'Harbor Fish Bar' })).id;
  const admin = await person(app, db, { admin: true });
  const owner = await person(app, db, { memberships: [{ businessId, role: 'owner' }] });
  const worker = await person(app, db);
  return { businessId, otherBusinessId, admin, owner, worker };
}
