import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs } from '@/test/stub-api';
import { MessagesPage } from './messages-page';

const renderPage = (api: ApiStubs) => renderWithProviders(<MessagesPage />, { user: testUser(), api });

describe('Messages', () => {
  it('lists conversations with the other side, the job and the unread count', async () => {
    await renderPage({
      'GET /user/conversations': () => ({
        items: [
          {
            id: '00000000-0000-4000-8000-00000000c001',
            job_title: 'Line Cook',
            business_name: 'Salt Pier Kitchen',
            applicant_name: 'Ana Silva',
            status: 'interview',
            side: 'applicant',
            last_message: 'See you Tuesday',
            last_message_at: new Date().toISOString(),
            unread: 2,
          },
        ],
        unread_total: 2,
      }),
    });
    const link = await screen.findByRole('link', { name: /Salt Pier Kitchen/ });
    expect(link).toHaveAttribute('href', '/messages/00000000-0000-4000-8000-00000000c001');
    expect(link).toHaveTextContent('2 unread');
    expect(link).toHaveTextContent('See you Tuesday');
  });

  it('says there are none yet, with a way to the applications', async () => {
    await renderPage({ 'GET /user/conversations': () => ({ items: [], unread_total: 0 }) });
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My Applications' })).toHaveAttribute('href', '/applications');
  });
});
