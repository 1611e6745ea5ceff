import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The stylesheet links Vite writes into index.html for the entry's CSS. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+\.css)">/g;

/**
 * index.html with the app's own stylesheet inside a <style> element instead of a link to it
 * (docs/decisions/048-stylesheet-inline-in-pages.md). A linked stylesheet blocks the first paint
 * until a second request has come back; on a slow phone connection that round trip was most of the
 * time between the HTML arriving and anything showing. The CSP already allows inline styles. A
 * file that is missing, or whose text could close the element early, stays a link.
 */
export function inlineEntryStylesheet(indexHtml: string, webDistDir: string): string {
  return indexHtml.replace(ENTRY_STYLESHEET, (link, file: string) => {
    const path = join(webDistDir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, 'utf8');
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}
