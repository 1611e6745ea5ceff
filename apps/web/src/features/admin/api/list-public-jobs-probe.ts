import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import type { useCallLog } from '@/lib/use-call-log';
import { adminKeys } from './admin-keys';

type Record_ = ReturnType<typeof useCallLog>['record'];

/**
 * GET /jobs?business_id=&limit=20: the public jobs of one business, as a visitor sees them. The API
 * Test Center's public-jobs probe, kept in the panel's call log; runs only when `enabled`.
 */
export function usePublicJobsProbe(record: Record_, businessId: string, enabled: boolean) {
  return useQuery({
    ...readOptions(
      adminKeys.publicJobsProbe(businessId),
      (signal) =>
        record('GET /jobs', () =>
          api.get('/jobs', { query: { business_id: businessId, limit: 20 }, signal }),
        ),
      { retry: false },
    ),
    enabled,
  });
}
