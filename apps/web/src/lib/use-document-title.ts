import { useEffect } from 'react';
import { SITE } from './site';

const DEFAULT_TITLE = `${SITE.name} — Portland hospitality jobs & perks`; // as in index.html

/** Names the browser tab after the screen, so history entries and screen readers tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${SITE.name}` : DEFAULT_TITLE;
  }, [title]);
}
