import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { type NewUserRow, type UserRow, users } from '../db/schema/index.ts';
import { SessionService } from '../modules/auth/index.ts';

/** Inserts a user directly (tests of other features need owners, admins and workers fast). */
export async function createTestUser(db: Db, fields: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(fields).returning();
  return row!;
}

/**
 * A real sign-in session for a user, without going through SMS: the same SessionService the
 * verify endpoint uses. Returns headers to pass to `app.inject`.
 */
export async function authHeadersFor(
  app: FastifyInstance,
  user: Pick<UserRow, 'id' | 'phone' | 'is_admin'>,
): Promise<{ authorization: string }> {
  const session = await new SessionService(app.db, app.config).start(user, { ip: null, userAgent: 'test' });
  return { authorization: `Bearer ${session.accessToken}` };
}
