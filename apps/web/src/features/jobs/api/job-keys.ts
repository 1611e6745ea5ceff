import type { TJobListFilters } from '@perks/contract';

/** Query keys of the job board; one family so a job save can invalidate every job list at once. */
export const jobKeys = {
  all: ['jobs'] as const,
  lists: () => [...jobKeys.all, 'list'] as const,
  list: (filters: TJobListFilters) => [...jobKeys.lists(), filters] as const,
  detail: (id: string) => [...jobKeys.all, 'detail', id] as const,
  businessLists: (businessId: string) => [...jobKeys.all, 'business', businessId] as const,
  businessList: (businessId: string, filters: TJobListFilters) =>
    [...jobKeys.businessLists(businessId), filters] as const,
};
