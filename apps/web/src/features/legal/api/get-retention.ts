import type { TRetentionPeriods } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { legalKeys } from './legal-keys';

/** GET /legal/retention: the periods the server's retention job prunes by. */
function fetchRetention(signal?: AbortSignal): Promise<TRetentionPeriods> {
  return api.get('/legal/retention', { signal });
}

/** `fetch` is the API call in the browser; the server passes its configuration (route loaders). */
export function retentionQueryOptions(
  fetch: (signal?: AbortSignal) => Promise<TRetentionPeriods> = fetchRetention,
) {
  // Set at the server's start: it changes only with a new process.
  return readOptions(legalKeys.retention(), fetch, { staleTime: 60 * 60_000 });
}

export function useRetention() {
  return useQuery(retentionQueryOptions());
}
