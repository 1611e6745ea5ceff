import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { applicationKeys } from './application-keys';

/** GET /user/applications: the person's applications, newest first. */
export function useMyApplications(enabled = true) {
  return useQuery({
    ...readOptions(applicationKeys.mine(), (signal) => api.get('/user/applications', { signal }), {
      // An employer's move should show within a minute of opening the list again.
      staleTime: 60_000,
    }),
    enabled,
  });
}
