import type { TBusinessDetail, TBusinessProfileInput } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { businessKeys } from './business-keys';

/** PUT /businesses/{id}/profile: the whole public profile in one save (decision 068). */
function saveBusinessProfile({
  id,
  body,
}: {
  id: string;
  body: TBusinessProfileInput;
}): Promise<TBusinessDetail> {
  return api.put('/businesses/{id}/profile', { params: { id }, body });
}

/**
 * Afterwards the business page shows the saved profile at once (the answer is the page's own
 * data), and the directory and the person's businesses are read again.
 */
export function useSaveBusinessProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBusinessProfile,
    onSuccess: (business) => {
      queryClient.setQueryData(businessKeys.detail(business.id), business);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: businessKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: businessKeys.userBusinesses() }),
      ]);
    },
  });
}
