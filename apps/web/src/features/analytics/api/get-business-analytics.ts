import type { Period } from '@perks/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readOptions } from '@/lib/read-options';
import { analyticsKeys } from './analytics-keys';

/**
 * GET /businesses/{id}/analytics: the period's figures and the previous period's. Keeps the last
 * period's figures on screen while the next one loads.
 */
export function useBusinessAnalytics(businessId: string, period: Period | null) {
  const asked = period ?? { from: '', to: '' };
  return useQuery({
    ...readOptions(
      analyticsKeys.business(businessId, asked),
      (signal) => api.get('/businesses/{id}/analytics', { params: { id: businessId }, query: asked, signal }),
      // Counters move through the day; a minute old is fresh enough to switch periods back and forth.
      { staleTime: 60_000 },
    ),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
