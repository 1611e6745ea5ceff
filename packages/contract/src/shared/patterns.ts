/**
 * The text formats the contract checks, as plain regular expressions with their messages. The zod
 * schemas are built on these, and browser code that must stay light (public screens load no zod)
 * tests the same expressions, so each format is written down once.
 */

// Any 8-4-4-4-12 hex id, which is exactly what a PostgreSQL `uuid` column accepts. The stricter
// RFC check (z.uuid) would turn away ids Postgres stores happily, such as hand-written seed ids.
export const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

// zod's default email check (the one z.email() applies without a pattern): dot-separated local
// parts, and a domain with at least one dot and a two-letter or longer ending.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

// E.164-style: an optional plus, a non-zero first digit and at most 15 digits in all.
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;

export const FORMAT_MESSAGES = {
  uuid: 'Invalid UUID format',
  email: 'Invalid email format',
  phone: 'Invalid phone number format',
} as const;

/**
 * A US number as people write it ('(207) 555-0188', '207.555.0188', '1 207 555 0188') in the E.164
 * form phones are stored in (+12075550188); anything else is left for the phone rule to judge.
 */
export function writtenUsPhoneToE164(value: string): string {
  const digits = value.replace(/[\s().-]/g, '');
  if (/^[2-9]\d{9}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{9}$/.test(digits)) return `+${digits}`;
  return value;
}
