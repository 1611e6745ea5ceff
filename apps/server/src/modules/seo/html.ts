export { escapeHtml } from '../../lib/escape-html.ts';

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
