import type { TRosterRows } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /businesses/{id}/roster/import: the valid rows, all or nothing. */
function importRoster(businessId: string, body: TRosterRows) {
  return api.post('/businesses/{id}/roster/import', { params: { id: businessId }, body });
}

/** Every page of the staff list is read again afterwards. */
export function useRosterImport(businessId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRosterRows) => importRoster(businessId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.roster(businessId) }),
  });
}
