import type { TJob } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { jobKeys } from './job-keys';

/** Job detail cache (docs/product.md, "Caching and timings"): 10 minutes. */
const JOB_DETAIL_CACHE = { staleTime: 10 * 60_000, gcTime: 10 * 60_000 } as const;

/**
 * GET /jobs/{id}. Sent with the visitor's token when signed in, so a business's own managers can
 * open a job that is not live yet; everyone else gets live jobs only.
 */
function fetchJob(id: string, signal?: AbortSignal): Promise<TJob> {
  return api.get('/jobs/{id}', { params: { id }, signal });
}

/** `fetch` is the API call in the browser; the server passes its repository read (route loaders). */
export function jobQueryOptions(
  id: string,
  fetch: (id: string, signal?: AbortSignal) => Promise<TJob> = fetchJob,
) {
  return readOptions(jobKeys.detail(id), (signal) => fetch(id, signal), JOB_DETAIL_CACHE);
}

export function useJob(id: string | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...jobQueryOptions(id ?? ''), enabled: enabled && Boolean(id) });
}
