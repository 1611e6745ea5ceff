import type { TPartnerList } from '@perks/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { marketingKeys } from './marketing-keys';

/** GET /partners: every active partner with its live perks' titles. */
function fetchPartners(signal?: AbortSignal): Promise<TPartnerList> {
  return api.get('/partners', { signal });
}

/** `fetch` is the API call in the browser; the server passes its repository read (route loaders). */
export function partnersQueryOptions(fetch: (signal?: AbortSignal) => Promise<TPartnerList> = fetchPartners) {
  return readOptions(marketingKeys.partners(), fetch, {
    // Partners and perks change a few times a day; two minutes, as a business page.
    staleTime: 2 * 60_000,
  });
}

export function usePartners() {
  return useQuery(partnersQueryOptions());
}
