import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { forgetCachedCard } from './card-cache';

/**
 * The card kept for offline use holds the card secret: once the person is signed out while the
 * browser is online (a real sign-out, not a lost network), it is removed from the device.
 */
export function useForgetCardWhenSignedOut(): void {
  const auth = useAuth();
  useEffect(() => {
    if (auth.status === 'signed-out' && navigator.onLine) forgetCachedCard();
  }, [auth.status]);
}
