import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { SITE } from './site';

/** Names the browser tab after the screen, so history entries and screen readers tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useLingui();
  const site = SITE.name;
  // As in index.html, in the reader's language.
  const defaultTitle = t`${site} — Portland hospitality jobs & perks`;
  useEffect(() => {
    document.title = title ? `${title} — ${SITE.name}` : defaultTitle;
  }, [title, defaultTitle]);
}
