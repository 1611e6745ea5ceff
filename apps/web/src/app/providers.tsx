import type { I18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { ThemeProvider } from '@/features/themes';
import { subscribeToFirstToast, toastRaised } from '@/lib/toast';

// Toasts only ever follow something the user or a request did, so their code (about 9 KB) loads
// with the first toast, not with the page; lib/toast.ts raises them through the same module, and
// Sonner replays toasts raised before it mounts.
const Toaster = lazy(() => import('sonner').then((module) => ({ default: module.Toaster })));

/** Rendered beside the Toaster once its code has loaded: it has mounted (see lib/toast.ts). */
function ToasterMounted() {
  useEffect(() => {
    delete document.documentElement.dataset.toasterLoading;
  }, []);
  return null;
}

/**
 * Sonner's success and info tints ('h s% l%'), with darker text than its own: that gives 4.3:1,
 * below WCAG AA for the toasts' 13px text. Checked in providers.test.tsx.
 */
export const TOAST_TINTS = {
  success: { background: '143 85% 96%', text: '140 100% 24%' },
  info: { background: '208 100% 97%', text: '210 92% 38%' },
};

// Rich colours give each kind its own tint; errors take the theme's destructive pair (a
// 'destructive notice'), so they follow the active theme and keep its checked contrast.
const TOAST_COLOURS = {
  '--error-bg': 'hsl(var(--destructive))',
  '--error-border': 'hsl(var(--destructive))',
  '--error-text': 'hsl(var(--destructive-foreground))',
  '--success-bg': `hsl(${TOAST_TINTS.success.background})`,
  '--success-text': `hsl(${TOAST_TINTS.success.text})`,
  '--info-bg': `hsl(${TOAST_TINTS.info.background})`,
  '--info-text': `hsl(${TOAST_TINTS.info.text})`,
} as CSSProperties;

/**
 * App-wide services with their defaults (docs/product.md, "Caching and timings"): the query cache,
 * toasts (bottom-right, 4 s, three at a time, Alt+T to focus them). The 700 ms tooltip delay lives
 * in components/ui/tooltip.tsx, so public pages without tooltips do not load Radix's popper code.
 */
export function AppProviders({
  queryClient,
  i18n,
  children,
}: {
  queryClient: QueryClient;
  /** The words in the reader's language: the browser's one instance, or the server's per page. */
  i18n: I18n;
  children: ReactNode;
}) {
  // Marks the page as answering input: a server-rendered page shows before the browser has
  // hydrated it, and a change made in between reaches no handler. Browser tests wait for it.
  // The Toaster mounts only then, never on the server: its lazy code is not loaded when the server
  // renders its first page, which renderToString cannot wait for, and the public pages are
  // rendered once and kept, so the home page shipped an unfinished Suspense boundary for good
  // and every hydration reported React error #419.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    setHydrated(true);
  }, []);
  const wanted = useSyncExternalStore(subscribeToFirstToast, toastRaised, () => false);
  // The client is made beside the router (main.tsx, entry-server.tsx): route loaders fill it.
  return (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider>{children}</ThemeProvider>
        {hydrated && wanted && (
          <Suspense fallback={null}>
            <Toaster
              position="bottom-right"
              duration={4000}
              visibleToasts={3}
              hotkey={['altKey', 'KeyT']}
              richColors
              style={TOAST_COLOURS}
            />
            <ToasterMounted />
          </Suspense>
        )}
      </QueryClientProvider>
    </I18nProvider>
  );
}
