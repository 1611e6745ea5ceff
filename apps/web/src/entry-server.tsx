import { jsonForScript, type Locale, type PublicJobsSource, type RenderedPage } from '@perks/contract';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router';
import { RootLayout } from '@/app/layout/root-layout';
import { NotFoundPage } from '@/app/not-found-page';
import type { PageState } from '@/app/page-state';
import { AppProviders } from '@/app/providers';
import { createRoutes } from '@/app/router';
import { ScriptlessNotice } from '@/app/scriptless-notice';
import { serverI18n, withContractWords } from '@/lib/i18n/server-i18n';

/**
 * The public pages the server renders (docs/decisions/025-server-rendered-public-pages.md).
 * Everything else (sign-in, signed-in screens, unknown paths) gets the plain shell: the server
 * cannot know who is asking, since the access token lives only in the browser's memory.
 */
const SERVER_RENDERED = [
  '/',
  '/product',
  '/restaurants',
  '/example-job',
  '/jobs',
  '/jobs/:id',
  '/business/:id',
  '/privacy',
  '/terms',
  // Its contact form is a plain form post, so it works without script.
  '/support',
  // Its one button is a plain form, so unsubscribing from an alert e-mail needs no script.
  '/alerts/unsubscribe/:token',
];

/**
 * Renders a public page as a signed-out visitor sees it, with the route and query state the
 * browser hydrates from, in `locale`. `url` is absolute; `jobs` reads the database through the
 * repositories.
 */
export async function renderPage(
  url: string,
  jobs: PublicJobsSource,
  locale: Locale,
): Promise<RenderedPage | null> {
  const { pathname } = new URL(url);
  if (!SERVER_RENDERED.some((pattern) => matchPath(pattern, pathname))) return null;

  // One cache per request: nothing fetched for one visitor is ever shown to another.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const handler = createStaticHandler(createRoutes(queryClient, { jobs }));
  const context = await handler.query(new Request(url));
  // A redirect or a failed route: the browser renders the page itself, as before.
  if (context instanceof Response || context.errors) return null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: html, words } = withContractWords(locale, () =>
    renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={serverI18n(locale)}>
          {/* hydrate={false}: React Router would otherwise add an inline script, which the CSP forbids. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    ),
  );
  const state: PageState = {
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    // A job or business a visitor may not see is a failed query, rendered as not found; the browser must
    // start from the same state to hydrate without a mismatch.
    queries: dehydrate(queryClient, {
      shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
    }),
    contractWords: words,
  };
  const modules = context.matches.flatMap(({ route }) => {
    const module = (route.handle as { module?: string } | undefined)?.module;
    return module ? [module] : [];
  });
  return { html, state: jsonForScript(state), modules };
}

/**
 * The site's frame (navigation, footer) around a notice, for a path the server does not render:
 * 'Page not found' for a path without a screen, else why the screen needs JavaScript. A browser
 * with scripts never shows it (the class hides it, and the app replaces it); one without them has
 * the site to go on from instead of a bare line (decision 059).
 */
export async function renderScriptlessFrame(url: string, locale: Locale, notFound: boolean): Promise<string> {
  const queryClient = new QueryClient();
  const routes = [
    {
      path: '/',
      Component: RootLayout,
      children: [{ path: '*', Component: notFound ? NotFoundPage : ScriptlessNotice }],
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return '';
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient} i18n={serverI18n(locale)}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  return `<div class="[@media(scripting:enabled)]:hidden">${html}</div>`;
}
