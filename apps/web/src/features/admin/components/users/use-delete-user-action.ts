import { useLingui } from '@lingui/react/macro';
import { USER_FORM_MESSAGES } from '@perks/contract';
import { isApiError } from '@/lib/api-client';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../../api/delete-user';

/**
 * Deletes an account once the admin has confirmed, and says how it went: the detail card's Delete
 * User and the Test Center's row menu both end here.
 */
export function useDeleteUserAction(onDeleted: (userId: string) => void) {
  const { t } = useLingui();
  const tc = useContractText();
  const remove = useDeleteUser();
  const deleteUser = (userId: string) =>
    remove.mutate(userId, {
      onSuccess: () => {
        toast.success(tc(USER_FORM_MESSAGES.deleted));
        onDeleted(userId);
      },
      onError: (error) => toast.error(isApiError(error) ? tc(error.message) : t`Operation failed`),
    });
  return { deleteUser, isPending: remove.isPending };
}
