import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The value lists every enum column accepts. Plain text columns guarded by CHECK constraints are
// used instead of Postgres enum types: adding a value is a one-line migration with no type swap.

export const USER_ROLES = ['worker', 'business_owner', 'admin', 'super_admin'] as const;
export const USER_STATUSES = ['active', 'inactive', 'suspended'] as const;

// Business lists are owned by the contract, which validates the API with the same values.
// The job board's lists are owned by the contract (the API validates against the same lists).
export {
  BUSINESS_CITIES,
  BUSINESS_INDUSTRIES,
  BUSINESS_MEMBER_ROLES,
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  DAYS as WEEKDAYS,
  EMPLOYMENT_TYPES as JOB_EMPLOYMENT_TYPES,
  JOB_STATUSES,
  ROLE_TYPES as JOB_ROLE_TYPES,
  TIP_STRUCTURES,
} from '@perks/contract';

export const WORK_EXPERIENCE_TYPES = [
  'part-time',
  'full-time',
  'contract',
  'seasonal',
  'internship',
] as const;

export const AI_CONVERSATION_TYPES = ['business_onboarding', 'employee_onboarding'] as const;
export const AI_CONVERSATION_STATUSES = ['active', 'completed'] as const;
export const AI_MESSAGE_ROLES = ['user', 'assistant', 'system'] as const;

export const OTP_EVENT_KINDS = ['sent', 'failed'] as const;

/** E.164: a plus, a non-zero digit, then up to 14 more digits. */
export const E164_PATTERN = '^\\+[1-9][0-9]{6,14}$';

/**
 * `column in ('a', 'b', ...)` for a CHECK constraint. DDL cannot take bind parameters, so the
 * values are inlined; they are the compile-time constants above, never user input.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
