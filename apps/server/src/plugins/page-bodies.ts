import type { RenderedPage } from '@perks/contract';
import { compressJson, type JsonEncoding } from '../lib/json-compression.ts';

/** Variants kept per page (a theme change or a new head adds one); past this the page starts over. */
const MAX_VARIANTS_PER_PAGE = 8;

/** A rendered page as sent: its whole document, and that document compressed, made once each. */
export interface PageBody {
  html: string;
  encoded(encoding: JsonEncoding): Buffer;
}

/**
 * The documents made from rendered pages, kept with the page object they came from
 * (docs/decisions/078-job-pages-rendered-once-per-version.md). A page kept by a page cache is the
 * same object for every visitor, so putting it into the app's shell, adding its head and theme and
 * compressing it is done once per page and variant instead of once per request; a page nobody
 * keeps is forgotten with it (a WeakMap holds nothing alive). `variant` names everything else the
 * document depends on (status, head, theme, language).
 */
export class PageBodies {
  private readonly byPage = new WeakMap<RenderedPage, Map<string, PageBody>>();

  body(page: RenderedPage, variant: string, compose: () => string): PageBody {
    let variants = this.byPage.get(page);
    const kept = variants?.get(variant);
    if (kept) return kept;
    if (!variants || variants.size >= MAX_VARIANTS_PER_PAGE) {
      variants = new Map();
      this.byPage.set(page, variants);
    }
    const body = pageBody(compose());
    variants.set(variant, body);
    return body;
  }
}

function pageBody(html: string): PageBody {
  const encoded = new Map<JsonEncoding, Buffer>();
  return {
    html,
    encoded: (encoding) => {
      let bytes = encoded.get(encoding);
      if (!bytes) {
        bytes = compressJson(html, encoding);
        encoded.set(encoding, bytes);
      }
      return bytes;
    },
  };
}
