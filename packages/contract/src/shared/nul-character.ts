/**
 * No field anywhere may hold U+0000: nobody types it, PostgreSQL text cannot store it, and it is a
 * classic way to cut strings short in other systems. The server refuses it in every body, query
 * and path parameter, naming the field (docs/product.md, "Input rules").
 */
export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character';

/** The dotted path of the first string holding U+0000 (`''` for the value itself), or undefined. */
export function findNulCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path ? `${path}.${key}` : key;
    const found = findNulCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== undefined) return found;
  }
  return undefined;
}
