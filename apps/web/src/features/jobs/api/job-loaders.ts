import { type PublicJobsSource, UUID_PATTERN } from '@perks/contract';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { filtersFromParams } from '../lib/job-search-params';
import { jobQueryOptions } from './get-job';
import { jobsQueryOptions } from './list-jobs';

/**
 * Route loaders of the job board. They put the page's data into the query cache the screens read,
 * and return nothing themselves, so the data is embedded in server-rendered HTML once (as query
 * state). In the browser (`source` absent) they only start the request, which then runs beside
 * the screen's chunk instead of after it; on the server they wait for the repository read.
 * Failures stay in the cache, where the screens show them; prefetchQuery never throws.
 */
export function jobsLoader(queryClient: QueryClient, source?: PublicJobsSource) {
  return async ({ request }: LoaderFunctionArgs) => {
    const filters = filtersFromParams(new URL(request.url).searchParams);
    const options = source ? jobsQueryOptions(filters, (f) => source.list(f)) : jobsQueryOptions(filters);
    await settle(queryClient.prefetchQuery(options), source);
    return null;
  };
}

/** A job a visitor may not see is a failed query: the screen shows 'Job Not Found'. */
class JobNotVisibleError extends Error {}

export function jobLoader(queryClient: QueryClient, source?: PublicJobsSource) {
  return async ({ params }: LoaderFunctionArgs) => {
    const id = params.id ?? '';
    // The screen shows 'Job Not Found' for a malformed id without asking.
    if (!UUID_PATTERN.test(id)) return null;
    const options = source
      ? jobQueryOptions(id, async (jobId) => {
          const job = await source.job(jobId);
          if (!job) throw new JobNotVisibleError(jobId);
          return job;
        })
      : jobQueryOptions(id);
    await settle(queryClient.prefetchQuery(options), source);
    return null;
  };
}

/** Waits on the server; in the browser the screen picks the request up from the cache. */
async function settle(prefetch: Promise<void>, source?: PublicJobsSource): Promise<void> {
  if (source) await prefetch;
}
