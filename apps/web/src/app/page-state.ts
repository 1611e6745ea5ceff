import type { MessageCatalog } from '@perks/contract';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page hands to the browser, in a `<script type="application/json">`
 * with this id: CSP never executes such a block, so no inline script needs a nonce or hash.
 * Route loaders return nothing (their data is in the query cache), so each job is embedded once.
 */
const PAGE_STATE_ID = 'page-state';

export interface PageState {
  router: HydrationState;
  queries: DehydratedState;
  /**
   * The contract's words the page shows, in its language (none in English): the browser hydrates
   * with them while the whole catalog loads beside the first render (decision 071's addendum).
   */
  contractWords: MessageCatalog;
}

/** The embedded state, or null on a page the server did not render (signed-in screens, /login). */
export function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as PageState) : null;
}
