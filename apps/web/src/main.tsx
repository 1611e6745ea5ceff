import { i18n } from '@lingui/core';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadMatchedScreens } from '@/app/load-matched-screens';
import { readPageState } from '@/app/page-state';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { activateLocale } from '@/lib/i18n/catalogs';
import { markDocumentLanguage } from '@/lib/i18n/change-language';
import { chooseLocale } from '@/lib/i18n/choose-locale';
import { setContractCatalog } from '@/lib/i18n/contract-text';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

async function start() {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const container = document.getElementById('root')!;
  const state = readPageState();
  // The public words in the reader's language load before the first render, beside the screens.
  // The contract's catalog loads beside the first render instead: a server-rendered page carries
  // the few contract words it shows, and hydrates with them (decision 071's addendum).
  const locale = chooseLocale(Boolean(state));
  markDocumentLanguage(locale);
  if (state) setContractCatalog(locale, state.contractWords);
  const words = activateLocale(locale, { waitForContract: false });
  if (state) {
    // The first render must match the server's HTML: its data, and the matched screens' code
    // (modulepreloaded by the page) loaded before the router starts, or it would show the fallback.
    hydrate(queryClient, state.queries);
    await loadMatchedScreens(routes, window.location);
  }
  await words;
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : {});
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={i18n}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task: the page's input stays responsive meanwhile (TBT).
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

// Opened at the member card, the card's worker starts storing the card's files at once, before
// the card's own code has loaded (the card page registers it too, for a card reached by a link):
// a member whose network goes a second after a first open still has the card (decision 060).
if (window.location.pathname === '/card' && 'serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
}

void start();
