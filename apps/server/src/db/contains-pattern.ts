/**
 * `%text%` for a case-insensitive LIKE on a lower-cased column, with the person's own %, _ and \
 * matched literally (backslash is LIKE's default escape). Every substring search uses it, so the
 * trigram indexes on lower(column) serve them all.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
