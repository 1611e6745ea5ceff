import type { PublicJobsSource } from '@perks/contract';
import type { QueryClient } from '@tanstack/react-query';
import { partnersQueryOptions } from './list-partners';

/**
 * Route loader of /restaurants and /product (docs/decisions/061-spec-last-rows.md): on the server
 * it waits for the repository read, so the page's HTML lists the partners without JavaScript; in
 * the browser it only starts the request, beside the screen's chunk.
 */
export function partnersLoader(queryClient: QueryClient, source?: PublicJobsSource) {
  return async () => {
    const prefetch = queryClient.prefetchQuery(
      source ? partnersQueryOptions(() => source.partners()) : partnersQueryOptions(),
    );
    if (source) await prefetch;
    return null;
  };
}
