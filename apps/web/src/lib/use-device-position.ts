import { useCallback, useState } from 'react';

/** A position to search near: the device's, rounded, held in memory only (decision 099). */
export interface DevicePosition {
  lat: number;
  lng: number;
}

export type DevicePositionState =
  | { status: 'off' }
  | { status: 'locating' }
  | { status: 'on'; position: DevicePosition }
  /** The person or the browser said no: the ZIP box is the way on. */
  | { status: 'denied' }
  /** No answer in time, or the device cannot tell. */
  | { status: 'unavailable' };

/** Three decimals: about 100 m, enough for miles to one decimal, no closer to a doorstep. */
const DECIMALS = 1000;
const round = (degrees: number) => Math.round(degrees * DECIMALS) / DECIMALS;
const ASK_TIMEOUT_MS = 15_000;
/** A position the browser found in the last five minutes will do. */
const MAX_AGE_MS = 5 * 60_000;

/**
 * 'Near me': asks the browser for the device's position once per tap (the browser asks the person
 * first). The position lives in this hook's state only: never in the URL (a shared link would
 * carry it), never in storage. The perks page sorts with it on the device (decision 043); a job or
 * directory search sends it, and the server reads it without writing it anywhere (decision 099).
 */
export function useDevicePosition() {
  const [state, setState] = useState<DevicePositionState>({ status: 'off' });

  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setState({ status: 'unavailable' });
      return;
    }
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        setState({ status: 'on', position: { lat: round(coords.latitude), lng: round(coords.longitude) } }),
      (error) => setState({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      { enableHighAccuracy: false, timeout: ASK_TIMEOUT_MS, maximumAge: MAX_AGE_MS },
    );
  }, []);

  const clear = useCallback(() => setState({ status: 'off' }), []);

  return { state, position: state.status === 'on' ? state.position : null, locate, clear };
}
