import type { TAdminJobListQuery, TModerationInput } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useAdminWrite } from './use-admin-write';

const jobsKeys = {
  list: (query: Partial<TAdminJobListQuery>) => ['admin', 'jobs', 'list', query] as const,
  statistics: ['admin', 'jobs', 'statistics'] as const,
};

/** GET /admin/jobs: one page of jobs in any state; the previous page stays while the next loads. */
export function useAdminJobs(query: Partial<TAdminJobListQuery>) {
  return useQuery({
    queryKey: jobsKeys.list(query),
    queryFn: ({ signal }) => api.get('/admin/jobs', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/jobs/statistics. */
export function useJobStatistics() {
  return useQuery({
    queryKey: jobsKeys.statistics,
    queryFn: ({ signal }) => api.get('/admin/jobs/statistics', { signal }),
  });
}

/** PATCH /admin/jobs/{id}/status: approve or close in one click. */
export function useModerateJob() {
  return useAdminWrite(({ id, status }: { id: string } & TModerationInput) =>
    api.patch('/admin/jobs/{id}/status', { params: { id }, body: { status } }),
  );
}

/** DELETE /admin/jobs/{id}. */
export function useDeleteJob() {
  return useAdminWrite((id: string) => api.delete('/admin/jobs/{id}', { params: { id } }));
}
