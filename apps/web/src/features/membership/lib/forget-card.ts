import { useEffect } from 'react';
import { useAuth } from '@/features/auth';
import { forgetCachedCard } from './card-cache';

/**
 * The card kept for offline use holds the card secret: once the person is really signed out (not
 * merely cut off from the server), it is removed from the device.
 */
export function useForgetCardWhenSignedOut(): void {
  const auth = useAuth();
  useEffect(() => {
    if (auth.status === 'signed-out' && !auth.unreachable) forgetCachedCard();
  }, [auth.status, auth.unreachable]);
}
