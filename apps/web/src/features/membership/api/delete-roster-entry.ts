import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** DELETE /businesses/{id}/roster/{entryId}. */
function deleteRosterEntry(businessId: string, entryId: string) {
  return api.delete('/businesses/{id}/roster/{entryId}', { params: { id: businessId, entryId } });
}

/** Every page of the staff list is read again afterwards. */
export function useRemoveRosterEntry(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => deleteRosterEntry(businessId, entryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.roster(businessId) }),
  });
}
