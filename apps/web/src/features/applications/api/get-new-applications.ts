import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { applicationKeys } from './application-keys';

/**
 * GET /user/new-applications: unread applications at the businesses the person runs, per job. Runs
 * only for people who own or manage a business.
 */
export function useNewApplications(enabled: boolean) {
  return useQuery({
    ...readOptions(
      applicationKeys.newApplications(),
      (signal) => api.get('/user/new-applications', { signal }),
      { staleTime: 60_000 },
    ),
    enabled,
  });
}
