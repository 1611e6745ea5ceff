import { type PublicJobsSource, UUID_PATTERN } from '@perks/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { businessQueryOptions } from './get-business';
import { BUSINESS_JOBS_LIMIT, businessJobsQueryOptions } from './list-business-jobs';

/** A business a visitor may not see is a failed query: the screen shows 'Business not found'. */
class BusinessNotVisibleError extends Error {}

/**
 * Route loader of /business/:id (docs/decisions/025-server-rendered-public-pages.md): fills the
 * query cache with the business and its open jobs and returns nothing. On the server it waits for
 * the repository reads; in the browser it only starts the requests, beside the screen's chunk.
 */
export function businessLoader(queryClient: QueryClient, source?: PublicJobsSource) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    if (!UUID_PATTERN.test(id)) return null;
    const business = source
      ? businessQueryOptions(id, async (businessId) => {
          const found = await source.business(businessId);
          if (!found) throw new BusinessNotVisibleError(businessId);
          return found;
        })
      : businessQueryOptions(id);
    const jobs = source
      ? businessJobsQueryOptions(id, (businessId) =>
          source.list({ business_id: businessId, limit: BUSINESS_JOBS_LIMIT }),
        )
      : businessJobsQueryOptions(id);
    const prefetch = Promise.all([queryClient.prefetchQuery(business), queryClient.prefetchQuery(jobs)]);
    if (source) await prefetch;
    return null;
  };
}
