import type { TCurrentUser } from '@perks/contract';
import type { ReactElement } from 'react';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs, SeenRequest } from '@/test/stub-api';

/** A plain page standing in for another route's screen. */
function StandIn({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/**
 * Renders a screen of this feature signed in as `user`, with the API answered by `api` and toasts
 * shown. /jobs, /jobs/:id and /post-job stand in as plain pages.
 */
export function renderAsUser(
  user: TCurrentUser,
  element: ReactElement,
  { path = '/', routePath = '/', api = {} }: { path?: string; routePath?: string; api?: ApiStubs } = {},
) {
  return renderWithProviders(element, {
    user,
    path,
    route: routePath,
    api,
    toasts: true,
    routes: [
      { path: '/jobs', element: <StandIn name="Job list" /> },
      { path: '/dashboard', element: <StandIn name="Dashboard" /> },
      { path: '/jobs/:id', element: <StandIn name="Job page" /> },
      { path: '/post-job', element: <StandIn name="Post job page" /> },
    ],
  });
}

/** The requests the stubbed API received for one 'METHOD /path' (the path under /api/v1). */
export function callsTo(requests: SeenRequest[], method: string, path: string) {
  return requests.filter((request) => request.method === method && request.url.pathname === `/api/v1${path}`);
}
