import { z } from 'zod';

/**
 * Field schemas the spec declares once and every entity reuses (document 1, section 5,
 * "Declared schema rules"), so a bad id or address reads the same on every endpoint.
 */

// Any 8-4-4-4-12 hex id, which is exactly what a PostgreSQL `uuid` column accepts. The stricter
// RFC check (z.uuid) would turn away ids Postgres stores happily, such as hand-written seed ids.
export const ZUuid = z.guid({ error: 'Invalid UUID format' });

export const ZEmail = z.email({ error: 'Invalid email format' });

// E.164-style: an optional plus, a non-zero first digit and at most 15 digits in all.
export const PHONE_PATTERN = /^\+?[1-9]\d{1,14}$/;
export const ZPhone = z.string().regex(PHONE_PATTERN, { error: 'Invalid phone number format' });

// Timestamps travel as ISO 8601 strings with a zone ('Z' or an offset); a zone-less value would
// be read in whichever time zone the reader happens to be in.
export const ZIsoDateTime = z.iso.datetime({
  offset: true,
  error: 'Invalid date and time; expected ISO 8601 with a time zone',
});

export type TUuid = z.infer<typeof ZUuid>;
export type TIsoDateTime = z.infer<typeof ZIsoDateTime>;
