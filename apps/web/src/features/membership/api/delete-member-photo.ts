import { api } from '@/lib/api-client';
import { useWriteThenRead } from '@/lib/use-write-then-read';
import { membershipKeys } from './membership-keys';

/** DELETE /user/photo. */
function deleteMemberPhoto() {
  return api.delete('/user/photo');
}

/** The member's own photo, removed; the card is fetched again without it (and stored so). */
export function useDeleteMemberPhoto() {
  return useWriteThenRead(deleteMemberPhoto, [membershipKeys.card()]);
}
