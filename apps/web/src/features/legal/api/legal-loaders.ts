import type { PublicJobsSource } from '@perks/contract';
import type { QueryClient } from '@tanstack/react-query';
import { retentionQueryOptions } from './get-retention';

/**
 * Route loader of /privacy: on the server it waits for the configuration's periods, so the page's
 * HTML states them without JavaScript; in the browser it only starts the request.
 */
export function retentionLoader(queryClient: QueryClient, source?: PublicJobsSource) {
  return async () => {
    const prefetch = queryClient.prefetchQuery(
      source ? retentionQueryOptions(() => source.retention()) : retentionQueryOptions(),
    );
    if (source) await prefetch;
    return null;
  };
}
