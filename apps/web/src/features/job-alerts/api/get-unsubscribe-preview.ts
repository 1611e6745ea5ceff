import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { jobAlertKeys } from './job-alert-keys';

/** GET /job-alerts/unsubscribe/{token}: what the link will stop, without stopping it. */
export function useUnsubscribePreview(token: string) {
  return useQuery(
    readOptions(
      jobAlertKeys.unsubscribePreview(token),
      (signal) => api.get('/job-alerts/unsubscribe/{token}', { params: { token }, signal, skipAuth: true }),
      {
        // A link that is wrong stays wrong: its error shows at once.
        retry: false,
      },
    ),
  );
}
