import { useSyncExternalStore } from 'react';

// Below Tailwind's `md` breakpoint (48rem): too narrow for a table of several columns and its
// actions, so lists of records show as stacked cards there.
const PHONE_QUERY = '(max-width: 47.999rem)';

function subscribe(listener: () => void) {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

/**
 * Whether the screen is phone-sized, following rotation and resizing. Server rendering (and a
 * browser without matchMedia) assumes a wide screen; a phone switches once it has hydrated.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}
