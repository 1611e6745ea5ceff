import type { TRosterRows } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { membershipKeys } from './membership-keys';

/** POST /businesses/{id}/roster/import: the valid rows, all or nothing. */
function importRoster(businessId: string, body: TRosterRows) {
  return api.post('/businesses/{id}/roster/import', { params: { id: businessId }, body });
}

/** Every page of the staff list is read again afterwards. */
export function useRosterImport(businessId: string) {
  return useWriteThenRead(
    (body: TRosterRows) => importRoster(businessId, body),
    [membershipKeys.roster(businessId)],
  );
}
