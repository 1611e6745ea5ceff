import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The value lists every enum column accepts. Plain text columns guarded by CHECK constraints are
// used instead of Postgres enum types: adding a value is a one-line migration with no type swap.

// The contract owns every list the API validates (people, businesses, the job board, work
// experience); the
// CHECK constraints are built from the same values.
export {
  AI_CONVERSATION_STATUSES,
  AI_CONVERSATION_TYPES,
  AI_MESSAGE_ROLES,
  BUSINESS_CITIES,
  BUSINESS_INDUSTRIES,
  BUSINESS_MEMBER_ROLES,
  BUSINESS_STATUSES,
  BUSINESS_TYPES,
  CHECK_IN_METHODS,
  DAYS as WEEKDAYS,
  DISCOUNT_TYPES,
  EMPLOYMENT_TYPES as JOB_EMPLOYMENT_TYPES,
  JOB_STATUSES,
  LEAD_STATUSES,
  PROMOTION_STATUSES,
  ROLE_TYPES as JOB_ROLE_TYPES,
  TIP_STRUCTURES,
  USER_ROLES,
  USER_STATUSES,
  WORK_EXPERIENCE_TYPES,
} from '@perks/contract';

export const OTP_EVENT_KINDS = ['sent', 'failed'] as const;

/**
 * Requests counted per client network, account or business (request_events): sign-ups, card
 * checks, image uploads, staff list imports, alert address confirmations, the public alert links
 * (previews and confirmations; unsubscribes apart, decision 058), business profile saves, the
 * AI assistant's provider calls (per network) and form fills (per account, decision 069), and the
 * page views one network adds to one page (decision 066), saves of a job's screening questions
 * (per account, decision 095), and certificate changes (decision 097).
 */
export const REQUEST_EVENT_ACTIONS = [
  'lead',
  'card_verification',
  'image_upload',
  'roster_import',
  'alert_email_confirmation',
  'business_profile_save',
  'alert_link',
  'alert_unsubscribe',
  'ai_call',
  'ai_extraction',
  'language_change',
  'page_view',
  'text_consent_change',
  'screening_questions_save',
  'certificate_change',
  'passkey_sign_in',
  'recovery_code',
  'data_export',
] as const;

/** What a WebAuthn challenge is for (decision 103). */
export const PASSKEY_CHALLENGE_PURPOSES = ['register', 'sign-in', 'step-up'] as const;

/**
 * An e-mail in the outbox (decision 058): queued, sending (a worker holds it and the SMTP server
 * has not answered), sent, or failed (refused on every attempt, or its instance stopped mid-send).
 */
export const EMAIL_MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;

/**
 * A text in the outbox (decision 055): queued to go now, held for the morning (quiet hours),
 * sending (a worker holds it and the gateway has not answered), sent, skipped with a reason
 * before any send, or failed (the gateway refused every attempt, or its instance stopped mid-send).
 */
export const TEXT_MESSAGE_STATUSES = ['queued', 'held', 'sending', 'sent', 'skipped', 'failed'] as const;
export const TEXT_SKIP_REASONS = [
  'opted_out',
  'daily_limit',
  'destination_refused',
  'gateway_refused',
  'interrupted',
] as const;

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
