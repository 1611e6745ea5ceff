import type { PublicJobsSource, TPartnerList } from '@perks/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /partners: every active partner with its live perks' titles. */
function fetchPartners(signal?: AbortSignal): Promise<TPartnerList> {
  return api.get('/partners', { signal });
}

/** `fetch` is the API call in the browser; the server passes its repository read (route loaders). */
function partnersQueryOptions(fetch: (signal?: AbortSignal) => Promise<TPartnerList> = fetchPartners) {
  return queryOptions({
    queryKey: ['partners'] as const,
    queryFn: ({ signal }) => fetch(signal),
    // Partners and perks change a few times a day; two minutes, as a business page.
    staleTime: 2 * 60_000,
  });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}

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
