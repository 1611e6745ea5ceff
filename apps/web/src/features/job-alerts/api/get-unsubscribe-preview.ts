import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobAlertKeys } from './job-alert-keys';

/** GET /job-alerts/unsubscribe/{token}: what the link will stop, without stopping it. */
function fetchUnsubscribePreview(token: string, signal?: AbortSignal) {
  return api.get('/job-alerts/unsubscribe/{token}', { params: { token }, signal, skipAuth: true });
}

function unsubscribePreviewQueryOptions(token: string) {
  return queryOptions({
    queryKey: jobAlertKeys.unsubscribePreview(token),
    queryFn: ({ signal }) => fetchUnsubscribePreview(token, signal),
    // A link that is wrong stays wrong: its error shows at once.
    retry: false,
  });
}

export function useUnsubscribePreview(token: string) {
  return useQuery(unsubscribePreviewQueryOptions(token));
}
