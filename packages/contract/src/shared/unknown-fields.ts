import type { z } from 'zod';

/**
 * The error option of every strict body (`z.strictObject(shape, UNKNOWN_FIELDS)`): an unknown key
 * is refused by name, 'Unknown field: salary', rather than silently dropped, so a misspelt field
 * cannot lose data (docs/product.md, "Input rules").
 */
export const UNKNOWN_FIELDS = {
  error: (iss: z.core.$ZodRawIssue) =>
    iss.code === 'unrecognized_keys'
      ? `Unknown field${iss.keys.length > 1 ? 's' : ''}: ${iss.keys.join(', ')}`
      : undefined,
};
