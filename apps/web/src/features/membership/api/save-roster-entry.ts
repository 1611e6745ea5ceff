import type { TRosterEntryInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { membershipKeys } from './membership-keys';

/** POST /businesses/{id}/roster, or PUT .../roster/{entryId} when `entryId` is given. */
function saveRosterEntry(businessId: string, entryId: string | undefined, body: TRosterEntryInput) {
  return entryId
    ? api.put('/businesses/{id}/roster/{entryId}', { params: { id: businessId, entryId }, body })
    : api.post('/businesses/{id}/roster', { params: { id: businessId }, body });
}

/** Every page of the staff list is read again afterwards. */
export function useSaveRosterEntry(businessId: string, entryId?: string) {
  return useWriteThenRead(
    (body: TRosterEntryInput) => saveRosterEntry(businessId, entryId, body),
    [membershipKeys.roster(businessId)],
  );
}
