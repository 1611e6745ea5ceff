import type { TUserBusiness } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-keys';

/** GET /user/businesses: the businesses the person belongs to, with their role in each. */
function fetchUserBusinesses(signal?: AbortSignal): Promise<TUserBusiness[]> {
  return api.get('/user/businesses', { signal });
}

function userBusinessesQueryOptions() {
  return queryOptions({
    queryKey: businessKeys.userBusinesses(),
    queryFn: ({ signal }) => fetchUserBusinesses(signal),
    // docs/product.md, "Caching and timings": the person's businesses are cached for 5 minutes.
    staleTime: 5 * 60_000,
  });
}

/** Runs only once signed in. The dashboard and the job form read the same cache entry. */
export function useUserBusinesses(enabled: boolean) {
  return useQuery({ ...userBusinessesQueryOptions(), enabled });
}
