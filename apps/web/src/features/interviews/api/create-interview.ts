import type { TInterviewInvite } from '@perks/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useRefreshAfterInterview } from '../lib/refresh-after-interview';

/** POST /applications/{id}/interviews. */
export function useInvite(applicationId: string) {
  const refresh = useRefreshAfterInterview();
  return useMutation({
    mutationFn: (body: TInterviewInvite) =>
      api.post('/applications/{id}/interviews', { params: { id: applicationId }, body }),
    onSuccess: refresh,
  });
}
