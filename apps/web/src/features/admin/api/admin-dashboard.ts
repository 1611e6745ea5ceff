import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const adminKeys = {
  overview: ['admin', 'overview'] as const,
  recentActivity: ['admin', 'audit-events', 'recent'] as const,
  health: ['health'] as const,
};

/** GET /admin/overview: accounts, active businesses, live jobs. */
export function useAdminOverview() {
  return useQuery({
    queryKey: adminKeys.overview,
    queryFn: ({ signal }) => api.get('/admin/overview', { signal }),
    staleTime: 60_000,
  });
}

/** The five newest entries of the audit trail, for Recent Activity. */
export function useRecentActivity() {
  return useQuery({
    queryKey: adminKeys.recentActivity,
    queryFn: ({ signal }) => api.get('/admin/audit-events', { query: { limit: 5 }, signal }),
    staleTime: 30_000,
  });
}

/** GET /health: whether the API and its database answer (a 503 is an error here). */
export function useSystemHealth() {
  return useQuery({
    queryKey: adminKeys.health,
    queryFn: ({ signal }) => api.get('/health', { signal, skipAuth: true }),
    staleTime: 30_000,
    retry: false,
  });
}
