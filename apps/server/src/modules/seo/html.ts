/**
 * Text from the database made safe inside HTML (or XML, e.g. the sitemap) text and double- or
 * single-quoted attributes.
 */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/**
 * JSON for a `<script type="application/ld+json">` block. JSON.stringify leaves `<` alone, so a
 * title containing `</script>` would end the block early; `<`, `>` and `&` become \u escapes
 * (still the same JSON), as do the two line separators some parsers treat as newlines.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** Plain text from the job description's light markup: `**bold**` markers dropped, whitespace collapsed. */
export function plainText(text: string): string {
  return text.replaceAll('**', '').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
