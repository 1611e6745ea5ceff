import type { TModerationInput } from '@perks/contract';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

/** PATCH /admin/jobs/{id}/status: approve or close in one click. */
function moderateJob({ id, status }: { id: string } & TModerationInput) {
  return api.patch('/admin/jobs/{id}/status', { params: { id }, body: { status } });
}

export function useModerateJob() {
  return useAdminWrite(moderateJob);
}
