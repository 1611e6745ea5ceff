import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** DELETE /admin/users/{id}/passkeys: another admin's lost passkey and recovery codes (audited). */
function removeAdminPasskeys(id: string) {
  return api.delete('/admin/users/{id}/passkeys', { params: { id } });
}

export function useRemoveAdminPasskeys() {
  return useAdminWrite(removeAdminPasskeys);
}
