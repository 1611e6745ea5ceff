import type { TBusinessDetail } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { businessKeys } from './business-keys';

/** Business detail cache (docs/product.md, "Caching and timings"): fresh 2 minutes. */
const BUSINESS_CACHE = { staleTime: 2 * 60_000 } as const;

/**
 * GET /businesses/{id}, sent with the visitor's token when signed in, so a business's owners and
 * admins can open it while it is inactive.
 */
export function fetchBusiness(id: string, signal?: AbortSignal): Promise<TBusinessDetail> {
  return api.get('/businesses/{id}', { params: { id }, signal });
}

/** `fetch` is the API call in the browser; the server passes its repository read (route loaders). */
export function businessQueryOptions(
  id: string,
  fetch: (id: string, signal?: AbortSignal) => Promise<TBusinessDetail> = fetchBusiness,
) {
  return readOptions(businessKeys.detail(id), (signal) => fetch(id, signal), BUSINESS_CACHE);
}

export function useBusiness(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...businessQueryOptions(id), enabled });
}
