import type { TJobPayloadInput } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { businessMembers } from '../../db/schema/index.ts';
import { authHeadersFor, createTestUser } from '../auth/testing/test-sessions.ts';

// Test builders for the job-posting suites: people with memberships and a valid form payload.

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

/** What the job form sends for a tipped bartender shift on two nights. */
export function jobPayload(businessId: string, overrides: Partial<TJobPayloadInput> = {}): TJobPayloadInput {
  return {
    title: 'Bartender',
    business_id: businessId,
    company: 'Whatever the form had',
    location: '1 Commercial St, Portland, ME',
    employment_type: 'part-time',
    role_type: 'bartender',
    description: 'Great crew and a **free** shift meal.',
    requirements: [],
    basic_requirements: [],
    benefits: ['Shift meal', 'Paid time off'],
    is_tipped_role: true,
    base_hourly_pay: 15,
    estimated_tips_hourly: 8,
    tip_structure: 'pooled',
    tip_pool_description: 'Split by hours worked',
    schedule_data: [
      { day: 'friday', startTime: '18:00', endTime: '02:00' },
      { day: 'saturday', startTime: '18:00', endTime: '02:00' },
    ],
    weekly_hours: 16,
    minimum_shifts_per_week: 2,
    start_availability: 'Within 1 week',
    contact_email: 'bar@example.com',
    ...overrides,
  };
}
