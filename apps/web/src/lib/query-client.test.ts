import { CLIENT_ERRORS, statusError } from '@perks/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetryMutation, shouldRetryQuery } from './query-client';

const network = new ApiError(CLIENT_ERRORS.NETWORK_ERROR);
const server = new ApiError(statusError(503));
const clientErrors = [400, 401, 403, 404, 409, 422, 429].map((s) => new ApiError(statusError(s)));

describe('query retry policy', () => {
  it('retries a query up to 3 times on network and server errors', () => {
    for (const error of [network, server, new Error('boom')]) {
      expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    }
  });

  it('never retries a query or mutation that failed with a 4xx', () => {
    for (const error of [...clientErrors, new ApiError(CLIENT_ERRORS.AUTH_FAILED)]) {
      expect(shouldRetryQuery(0, error)).toBe(false);
      expect(shouldRetryMutation(0, error)).toBe(false);
    }
  });

  it('retries a mutation once on network and server errors', () => {
    expect([0, 1].map((n) => shouldRetryMutation(n, network))).toEqual([true, false]);
    expect([0, 1].map((n) => shouldRetryMutation(n, server))).toEqual([true, false]);
  });

  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('createQueryClient', () => {
  it('applies the product defaults', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: 120_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
      refetchOnReconnect: true,
      refetchOnMount: true,
      networkMode: 'online',
      retry: shouldRetryQuery,
      retryDelay,
    });
    expect(mutations).toMatchObject({ retry: shouldRetryMutation, retryDelay });
  });

  it('tries a failing query 4 times and a failing mutation twice', async () => {
    // No backoff: the real one (1 s, 2 s, 4 s) would outlast the test's time limit.
    const client = createQueryClient({ retryDelay: () => 0 });

    const queryFn = vi.fn(async () => Promise.reject(server));
    await expect(client.fetchQuery({ queryKey: ['failing'], queryFn })).rejects.toBe(server);
    expect(queryFn).toHaveBeenCalledTimes(4);

    const mutationFn = vi.fn(async () => Promise.reject(network));
    const mutation = client.getMutationCache().build(client, { mutationFn });
    await expect(mutation.execute(undefined)).rejects.toBe(network);
    expect(mutationFn).toHaveBeenCalledTimes(2);
  });

  it('gives up at once on a 4xx', async () => {
    const client = createQueryClient({ retryDelay: () => 0 });
    const queryFn = vi.fn(async () => Promise.reject(clientErrors[0]));
    await expect(client.fetchQuery({ queryKey: ['refused'], queryFn })).rejects.toBe(clientErrors[0]);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
