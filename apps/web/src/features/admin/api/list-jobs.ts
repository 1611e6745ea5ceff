import type { TAdminJobListQuery } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { adminKeys } from './admin-keys';

/** GET /admin/jobs: one page of jobs in any state. The previous page stays while the next loads. */
export function useAdminJobs(query: Partial<TAdminJobListQuery>) {
  return useQuery({
    ...readOptions(adminKeys.jobList(query), (signal) => api.get('/admin/jobs', { query, signal })),
    placeholderData: keepPreviousData,
  });
}
