import { z } from 'zod';

/**
 * POST /jobs takes this header: a retried or double-clicked submit that repeats the key gets the
 * first answer back instead of creating a second job. The web sends a fresh key per form fill.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** How long a key's stored answer is replayed; after that the key may be used afresh. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

const KEY_RULE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

export const ZIdempotencyKey = z
  .string({ error: KEY_RULE })
  .min(1, { error: KEY_RULE })
  .max(255, { error: KEY_RULE })
  .regex(/^[\x21-\x7e]+$/, { error: KEY_RULE });

/** The POST /jobs headers the route validates; other headers pass through untouched. */
export const ZJobCreateHeaders = z.looseObject({ 'idempotency-key': ZIdempotencyKey.optional() });
