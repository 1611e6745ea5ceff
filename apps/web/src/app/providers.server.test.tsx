import { i18n } from '@lingui/core';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppProviders } from './providers';

// Its own file, so nothing has loaded the providers' lazy code yet: the server's first render,
// the one the public pages keep (apps/server/src/modules/seo/public-pages.routes.ts).
it('renders on the server with no Suspense boundary left unfinished, which hydration reports as an error', () => {
  // renderToString cannot wait for lazy code: an unfinished boundary is marked '<!--$!-->'.
  const html = renderToString(
    <AppProviders queryClient={createQueryClient()} i18n={i18n}>
      page
    </AppProviders>,
  );
  expect(html).toContain('page');
  expect(html).not.toContain('<!--$!-->');
});
