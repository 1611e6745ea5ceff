import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /user/account/delete: deletes the account, with the code texted to the phone (decision 106). */
function deleteAccount(code: string) {
  return api.post('/user/account/delete', { body: { code } });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
