import type { TBusinessDetail, TCreateBusinessInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { businessKeys } from './business-keys';

/** POST /businesses: the caller becomes its owner. */
function createBusiness(body: TCreateBusinessInput): Promise<TBusinessDetail> {
  return api.post('/businesses', { body });
}

/** Afterwards the directory and the person's own businesses are read again. */
export function useCreateBusiness() {
  return useWriteThenRead(createBusiness, [businessKeys.lists(), businessKeys.userBusinesses()]);
}
