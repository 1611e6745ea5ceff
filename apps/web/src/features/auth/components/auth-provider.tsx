import { LOGIN_MESSAGES } from '@perks/contract';
import { QueryClientContext } from '@tanstack/react-query';
import {
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setAccessTokenProvider, setPasskeyRequiredHandler, setUnauthorizedHandler } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { AuthContext, buildAuthState } from '../session/auth-state';
import { type AuthStore, createAuthStore } from '../session/auth-store';
import { passkeyPrompt } from '../session/passkey-prompt';
import { StepUpPrompt } from './step-up-prompt';

/**
 * Owns the session for the app: checks it at start-up, hands the token to the API client, and
 * when a refresh fails after a 401 clears everything and sends the visitor to /login,
 * remembering where they were. Lives inside the router so it can navigate.
 */
export function AuthProvider({ children, store: given }: { children: ReactNode; store?: AuthStore }) {
  const [store] = useState(() => given ?? createAuthStore());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // Optional so screens that use no queries can be tested without a query client.
  const queryClient = useContext(QueryClientContext);
  const navigate = useNavigate();
  const location = useLocation();
  const tc = useContractText();
  // The handlers below outlive renders; they read the latest location through this ref.
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    setAccessTokenProvider(() => store.accessToken());
    setPasskeyRequiredHandler(() => passkeyPrompt.ask());
    setUnauthorizedHandler(async () => {
      const ok = await store.refresh();
      if (!ok) {
        queryClient?.clear();
        const from = locationRef.current;
        if (from.pathname !== '/login') void navigate('/login', { replace: true, state: { from } });
      }
      return ok;
    });
    store.resume();
    void store.initialise();
    const reconnect = () => void store.reconnect();
    window.addEventListener('online', reconnect);
    return () => {
      window.removeEventListener('online', reconnect);
      setAccessTokenProvider(null);
      setUnauthorizedHandler(null);
      setPasskeyRequiredHandler(null);
      store.dispose();
    };
  }, [store, queryClient, navigate]);

  const value = useMemo(
    () =>
      buildAuthState(snapshot, {
        sendCode: store.sendCode,
        verifyCode: store.verifyCode,
        signInWithPasskey: store.signInWithPasskey,
        refreshProfile: store.refreshProfile,
        logout: async () => {
          await store.logout();
          // Nothing fetched for this person may show to the next one.
          queryClient?.clear();
          toast.success(tc(LOGIN_MESSAGES.loggedOutToast));
          void navigate('/');
        },
      }),
    [snapshot, store, queryClient, navigate, tc],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {queryClient && <StepUpPrompt />}
    </AuthContext.Provider>
  );
}
