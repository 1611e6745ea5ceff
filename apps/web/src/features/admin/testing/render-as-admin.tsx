import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { stubAuthApi, testUser } from '@/features/auth/testing';

export type Reply = { status: number; body: unknown };
export type Routes = Record<string, (init: RequestInit | undefined, url: URL) => Reply>;

export const ok = (data: unknown, status = 200): Reply => ({ status, body: { success: true, data } });
/** A list answer: the list itself, no envelope (docs/decisions/004-api-envelope-and-errors.md). */
export const list = (data: unknown[]): Reply => ({
  status: 200,
  body: { data, total: data.length, page: 1, limit: 20, totalPages: data.length ? 1 : 0 },
});

/** An admin screen signed in as an admin, against a fake API answering `routes`. */
export function renderAsAdmin(ui: ReactNode, routes: Routes): void {
  stubAuthApi(testUser({ is_admin: true, role: 'admin' }), routes);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});
