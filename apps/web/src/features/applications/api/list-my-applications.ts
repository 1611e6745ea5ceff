import type { TMyApplication } from '@perks/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

/** GET /user/applications: the person's applications, newest first. */
function fetchMyApplications(signal?: AbortSignal): Promise<TMyApplication[]> {
  return api.get('/user/applications', { signal });
}

function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: applicationKeys.mine(),
    queryFn: ({ signal }) => fetchMyApplications(signal),
    // An employer's move should show within a minute of opening the list again.
    staleTime: 60_000,
  });
}

export function useMyApplications(enabled = true) {
  return useQuery({ ...myApplicationsQueryOptions(), enabled });
}
