import { z } from 'zod';
import { EMAIL_PATTERN, FORMAT_MESSAGES, PHONE_PATTERN, UUID_PATTERN } from './patterns.ts';

/**
 * Field schemas declared once and reused by every entity (docs/product.md, "Input rules"), so a bad
 * id or address reads the same on every endpoint. The formats themselves live in patterns.ts.
 */

export const ZUuid = z
  .string({ error: FORMAT_MESSAGES.uuid })
  .regex(UUID_PATTERN, { error: FORMAT_MESSAGES.uuid });

export const ZEmail = z.email({ pattern: EMAIL_PATTERN, error: FORMAT_MESSAGES.email });

export const ZPhone = z.string().regex(PHONE_PATTERN, { error: FORMAT_MESSAGES.phone });

// Timestamps travel as ISO 8601 strings with a zone ('Z' or an offset); a zone-less value would
// be read in whichever time zone the reader happens to be in.
export const ZIsoDateTime = z.iso.datetime({
  offset: true,
  error: 'Invalid date and time; expected ISO 8601 with a time zone',
});

/** How many of something: a whole number, never negative. */
export const ZCount = z.number().int().min(0);

/** Path parameters of every `/{id}` route: the record's id. */
export const ZIdParams = z.object({ id: ZUuid });

export type TUuid = z.infer<typeof ZUuid>;
export type TIdParams = z.infer<typeof ZIdParams>;
export type TIsoDateTime = z.infer<typeof ZIsoDateTime>;
