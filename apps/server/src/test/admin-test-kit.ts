import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { auditEvents } from '../db/schema/index.ts';
import type { Person } from './signed-in-person.ts';

// What the admin suites share: a call to the API as someone, and one record's audit trail.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `call(method, url, who?, payload?)`: one request to /api/v1 as that person (or a visitor). */
export function apiCaller(app: () => FastifyInstance) {
  return (method: Method, url: string, who?: Person, payload?: unknown) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: who?.auth ?? {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

/** The audit rows of one record, oldest first. */
export function auditTrailFor(db: Db, entityId: string) {
  return db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.entity_id, entityId))
    .orderBy(auditEvents.created_at);
}
