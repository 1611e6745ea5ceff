import type { TBusinessDetail, TCreateBusinessInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-keys';

/** POST /businesses: the caller becomes its owner. */
function createBusiness(body: TCreateBusinessInput): Promise<TBusinessDetail> {
  return api.post('/businesses', { body });
}

/** Afterwards the directory and the person's own businesses are read again. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBusiness,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.userBusinesses() }),
      ]),
  });
}
