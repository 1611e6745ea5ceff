import { z } from 'zod';

/**
 * An optional free-text field: trimmed, and a blank or null value becomes absent, so "" never
 * overwrites a stored value with nothing and the server never stores whitespace.
 */
export function optionalText(max: number, tooLong: string) {
  return z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .nullish()
    .transform((value) => (value ? value : undefined));
}

/** A required free-text field: trimmed first, so whitespace alone counts as missing. */
export function requiredText(max: number, missing: string, tooLong: string) {
  return z.string({ error: missing }).trim().min(1, { error: missing }).max(max, { error: tooLong });
}
