import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { membershipKeys } from './membership-keys';

/** DELETE /user/photo. */
function deleteMemberPhoto() {
  return api.delete('/user/photo');
}

/** The member's own photo, removed; the card is fetched again without it (and stored so). */
export function useDeleteMemberPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.card() }),
  });
}
