import type { TNewApplications } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/** GET /user/new-applications: unread applications at the businesses the person runs, per job. */
function fetchNewApplications(signal?: AbortSignal): Promise<TNewApplications> {
  return api.get('/user/new-applications', { signal });
}

function newApplicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.newApplications(),
    queryFn: ({ signal }) => fetchNewApplications(signal),
    staleTime: 60_000,
  });
}

/** Runs only for people who own or manage a business. */
export function useNewApplications(enabled: boolean) {
  return useQuery({ ...newApplicationsQueryOptions(), enabled });
}
