import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import type { ApiStubs } from '@/test/stub-api';
import { ReportedMessages } from './reported-messages';

const admin = testUser({ is_admin: true, role: 'admin' });
const renderPanel = (api: ApiStubs) => renderWithProviders(<ReportedMessages />, { user: admin, api });

describe("the admin panel's reported messages", () => {
  it('shows what was written, by which side, who reported it and why, and opens the conversation', async () => {
    await renderPanel({
      'GET /admin/reported-messages': () => ({
        items: [
          {
            report_id: '00000000-0000-4000-8000-00000000e001',
            message_id: '00000000-0000-4000-8000-00000000d001',
            conversation_id: '00000000-0000-4000-8000-00000000c001',
            side: 'business',
            author: 'Salt Pier Kitchen',
            body: 'Call me at once http://spam.example',
            sent_at: new Date().toISOString(),
            business_name: 'Salt Pier Kitchen',
            job_title: 'Line Cook',
            applicant_name: 'Ana Silva',
            reported_by_side: 'applicant',
            reason: 'Spam',
            reported_at: new Date().toISOString(),
          },
        ],
      }),
    });
    const report = await screen.findByRole('article', { name: 'Message from Salt Pier Kitchen' });
    expect(report).toHaveTextContent('From the business (Salt Pier Kitchen)');
    expect(report).toHaveTextContent('Reported by the applicant');
    expect(report).toHaveTextContent('Spam');
    expect(within(report).getByRole('link', { name: 'Open the conversation' })).toHaveAttribute(
      'href',
      '/messages/00000000-0000-4000-8000-00000000c001',
    );
    expect(within(report).getAllByRole('link')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    await renderPanel({ 'GET /admin/reported-messages': () => ({ items: [] }) });
    expect(await screen.findByText('No reported messages')).toBeInTheDocument();
  });
});
