import type {
  TAdminBusinessListQuery,
  TAdminJobListQuery,
  TAdminUserListQuery,
  TLeadListQuery,
} from '@perks/contract';

/**
 * Query keys of the admin area. Everything it shows lives under 'admin', so an admin write reads
 * every list, figure and activity list again by invalidating `all` (the system health excepted).
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  operations: () => ['admin', 'operations'] as const,
  platformAnalytics: () => ['admin', 'analytics'] as const,
  recentActivity: () => ['admin', 'audit-events', 'recent'] as const,
  userActivity: (id: string) => ['admin', 'audit-events', 'user', id] as const,
  health: () => ['health'] as const,
  businessList: (query: Partial<TAdminBusinessListQuery>) => ['admin', 'businesses', 'list', query] as const,
  businessStatistics: () => ['admin', 'businesses', 'statistics'] as const,
  business: (id: string) => ['admin', 'businesses', 'one', id] as const,
  jobs: () => ['admin', 'jobs'] as const,
  jobList: (query: Partial<TAdminJobListQuery>) => ['admin', 'jobs', 'list', query] as const,
  jobStatistics: () => ['admin', 'jobs', 'statistics'] as const,
  leadList: (query: Partial<TLeadListQuery>) => ['admin', 'leads', query] as const,
  leadMatches: (id: string, phone: string) => ['admin', 'lead-matches', id, phone] as const,
  publicJobsProbe: (businessId: string) => ['admin', 'api-tests', 'public-jobs', businessId] as const,
  userList: (query: Partial<TAdminUserListQuery>) => ['admin', 'users', 'list', query] as const,
};
