import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { membershipKeys } from './membership-keys';

/** DELETE /businesses/{id}/roster/{entryId}. */
function deleteRosterEntry(businessId: string, entryId: string) {
  return api.delete('/businesses/{id}/roster/{entryId}', { params: { id: businessId, entryId } });
}

/** Every page of the staff list is read again afterwards. */
export function useRemoveRosterEntry(businessId: string) {
  return useWriteThenRead(
    (entryId: string) => deleteRosterEntry(businessId, entryId),
    [membershipKeys.roster(businessId)],
  );
}
