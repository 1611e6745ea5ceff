import { useCallback, useState } from 'react';
import type { Coordinates } from './distance';

export type LocationState =
  | { status: 'off' }
  | { status: 'asking' }
  | { status: 'on'; coordinates: Coordinates }
  | { status: 'denied' }
  | { status: 'unavailable' };

/**
 * The person's location, asked for only when they press 'Near me' (the browser then asks for
 * consent), kept in memory on this page and never sent anywhere (decision 043).
 */
export function useLocationConsent() {
  const [state, setState] = useState<LocationState>({ status: 'off' });
  const ask = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'asking' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'on', coordinates: { latitude: coords.latitude, longitude: coords.longitude } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { maximumAge: 300_000, timeout: 15_000 },
    );
  }, []);
  const stop = useCallback(() => setState({ status: 'off' }), []);
  return { state, ask, stop };
}
