import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Resolves the lazy screens of the routes matching `location` in place, as React Router asks
 * before hydrating server-rendered HTML: a route still lazy when the router starts renders its
 * HydrateFallback, which would not match the server's markup.
 */
export async function loadMatchedScreens(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
