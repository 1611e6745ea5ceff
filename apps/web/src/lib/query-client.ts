import { QueryClient } from '@tanstack/react-query';
import { isClientError } from './api-error';

/**
 * Query defaults (docs/product.md, "Caching and timings"). Features override per query (job detail
 * keeps 10 minutes, the profile never retries, ...); everything else inherits these.
 */
const QUERY_RETRIES = 3;
const MUTATION_RETRIES = 1;
const RETRY_BASE_MS = 1_000;
const RETRY_CAP_MS = 30_000;

/**
 * `failureCount` is the number of failures before this one (0 on the first), as TanStack Query
 * passes it. A 4xx means the request itself is wrong or forbidden, so it is never repeated.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < QUERY_RETRIES;
}

/** Mutations change data, so a failure is repeated once at most, and never a rejected one. */
export function shouldRetryMutation(failureCount: number, error: unknown): boolean {
  return !isClientError(error) && failureCount < MUTATION_RETRIES;
}

/** 1 s, 2 s, 4 s, ... never more than 30 s between attempts. */
export function retryDelay(failureCount: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** failureCount, RETRY_CAP_MS);
}

export interface QueryClientOptions {
  /** The wait before each retry; tests pass one that returns 0, so they never wait in real time. */
  retryDelay?: (failureCount: number, error: unknown) => number;
}

export function createQueryClient({ retryDelay: delay = retryDelay }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 2 * 60_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchOnMount: true,
        networkMode: 'online',
        retry: shouldRetryQuery,
        retryDelay: delay,
      },
      mutations: {
        networkMode: 'online',
        retry: shouldRetryMutation,
        retryDelay: delay,
      },
    },
  });
}
