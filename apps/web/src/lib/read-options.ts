import { type QueryKey, queryOptions, type UseQueryOptions } from '@tanstack/react-query';

/** What a read may set beside its key and request: its cache times, its retries. */
export type ReadSettings<T, K extends QueryKey> = Omit<
  UseQueryOptions<T, Error, T, K>,
  'queryKey' | 'queryFn'
>;

/**
 * A read's query options (docs/decisions/020-module-boundaries.md): its key from the feature's keys
 * file, and its request, handed TanStack's signal so a request nobody waits for any more is
 * cancelled.
 */
export function readOptions<T, K extends QueryKey>(
  queryKey: K,
  request: (signal: AbortSignal) => Promise<T>,
  settings?: ReadSettings<T, K>,
) {
  return queryOptions({ ...settings, queryKey, queryFn: ({ signal }) => request(signal) });
}
