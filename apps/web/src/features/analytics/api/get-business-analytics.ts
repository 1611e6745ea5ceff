import type { Period, TBusinessAnalytics } from '@perks/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { analyticsKeys } from './analytics-keys';

/** GET /businesses/{id}/analytics: the period's figures and the previous period's. */
function fetchBusinessAnalytics(
  businessId: string,
  period: Period,
  signal?: AbortSignal,
): Promise<TBusinessAnalytics> {
  return api.get('/businesses/{id}/analytics', { params: { id: businessId }, query: period, signal });
}

function businessAnalyticsQueryOptions(businessId: string, period: Period) {
  return queryOptions({
    queryKey: analyticsKeys.business(businessId, period),
    queryFn: ({ signal }) => fetchBusinessAnalytics(businessId, period, signal),
    // Counters move through the day; a minute old is fresh enough to switch periods back and forth.
    staleTime: 60_000,
  });
}

/** Keeps the last period's figures on screen while the next one loads. */
export function useBusinessAnalytics(businessId: string, period: Period | null) {
  return useQuery({
    ...businessAnalyticsQueryOptions(businessId, period ?? { from: '', to: '' }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
}
