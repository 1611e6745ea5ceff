import type { TJobPayloadInput } from '@perks/contract';
import { samplePayload } from '@perks/contract/jobs/sample-job.fixture';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Db } from '../db/client.ts';
import { businessMembers } from '../db/schema/index.ts';
import { authHeadersFor, createTestUser } from './test-sessions.ts';

// Test builders for the job-posting suites: people with memberships and a valid form payload.

export interface Person {
  id: string;
  auth: { authorization: string };
}

/** One API call (`url` under /api/v1) as `who`, or signed out with null; a payload only when given. */
export const callAs = (
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  who: Person | null,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.auth,
    ...(payload === undefined ? {} : { payload }),
  });

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

/** What the job form sends for a tipped bartender shift on two nights. */
export function jobPayload(businessId: string, overrides: Partial<TJobPayloadInput> = {}): TJobPayloadInput {
  return {
    ...samplePayload,
    business_id: businessId,
    company: 'Whatever the form had',
    description: 'Great crew and a **free** shift meal.',
    benefits: ['Shift meal', 'Paid time off'],
    tip_pool_description: 'Split by hours worked',
    contact_email: 'bar@example.com',
    ...overrides,
  };
}
