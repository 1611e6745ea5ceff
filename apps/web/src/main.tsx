import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { loadMatchedScreens } from '@/app/load-matched-screens';
import { readPageState } from '@/app/page-state';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import './index.css';

async function start() {
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const container = document.getElementById('root')!;
  const state = readPageState();
  if (state) {
    // The first render must match the server's HTML: its data, and the matched screens' code
    // (modulepreloaded by the page) loaded before the router starts, or it would show the fallback.
    hydrate(queryClient, state.queries);
    await loadMatchedScreens(routes, window.location);
  }
  const router = createBrowserRouter(routes, state ? { hydrationData: state.router } : {});
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one long task: the page's input stays responsive meanwhile (TBT).
  if (state) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
