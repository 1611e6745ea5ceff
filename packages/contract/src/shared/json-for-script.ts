/**
 * JSON for a `<script>` block (JSON-LD, or the state a server-rendered page embeds).
 * JSON.stringify leaves `<` alone, so a title containing `</script>` would end the block early;
 * `<`, `>` and `&` become \u escapes (still the same JSON), as do the two line separators some
 * parsers treat as newlines.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}
