import type { TUpdateProfileRequest } from '@perks/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { api } from '@/lib/api-client';
import { profileKeys } from './profile-keys';

/** PUT /auth/profile: the person's own name and e-mail. */
function updateAccount(body: TUpdateProfileRequest) {
  return api.put('/auth/profile', { body });
}

/** The signed-in user (greeting, menus) and the profile header are read again afterwards. */
export function useUpdateAccount(userId: string) {
  const { refreshProfile } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: () =>
      Promise.all([
        refreshProfile(),
        queryClient.invalidateQueries({ queryKey: profileKeys.member(userId) }),
      ]),
  });
}
