import { listPage } from '@perks/contract';
import type { ReactNode } from 'react';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs } from '@/test/stub-api';

/** A list answer of one page (docs/decisions/004-api-envelope-and-errors.md). */
export const onePage = <T,>(data: T[]) => listPage(data, data.length, { page: 1, limit: 20 });

/** An admin screen signed in as an admin, against a fake API answering `api`. */
export function renderAsAdmin(ui: ReactNode, api: ApiStubs) {
  return renderWithProviders(ui, { user: testUser({ is_admin: true, role: 'admin' }), api });
}
