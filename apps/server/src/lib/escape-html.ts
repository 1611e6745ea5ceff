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
