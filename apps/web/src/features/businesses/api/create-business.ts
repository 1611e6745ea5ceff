import type { TBusinessDetail, TCreateBusinessInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-keys';

/** POST /businesses; afterwards the directory and the person's own businesses are read again. */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TCreateBusinessInput): Promise<TBusinessDetail> => api.post('/businesses', { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: ['user', 'businesses'] }),
      ]),
  });
}
