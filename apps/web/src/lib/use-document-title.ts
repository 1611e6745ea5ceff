import { useEffect } from 'react';

export const APP_NAME = 'Industry Perks';

/** Names the browser tab after the screen, so history entries and screen readers tell pages apart. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} — ${APP_NAME}` : `${APP_NAME} — Portland hospitality jobs & perks`;
  }, [title]);
}
