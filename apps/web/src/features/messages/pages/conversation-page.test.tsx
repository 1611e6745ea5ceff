import type { TConversation, TConversationMessage } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { ConversationPage } from './conversation-page';

const ID = '00000000-0000-4000-8000-00000000c001';

function message(overrides: Partial<TConversationMessage> = {}): TConversationMessage {
  return {
    id: '00000000-0000-4000-8000-00000000d001',
    side: 'business',
    author: 'Salt Pier Kitchen',
    body: 'Can you come in Tuesday? See https://example.com/menu',
    deleted: false,
    channel: 'app',
    created_at: new Date(Date.now() - 60_000).toISOString(),
    read_at: null,
    reported: false,
    ...overrides,
  };
}

function conversation(overrides: Partial<TConversation> = {}): TConversation {
  return {
    id: ID,
    job_title: 'Line Cook',
    business_name: 'Salt Pier Kitchen',
    applicant_name: 'Ana Silva',
    status: 'interview',
    side: 'applicant',
    messages: [message()],
    can_send: true,
    closed_reason: null,
    blocked_by_me: false,
    read_only_from: null,
    ...overrides,
  };
}

const renderPage = (api: ApiStubs) =>
  renderWithProviders(<ConversationPage />, {
    user: testUser(),
    path: `/messages/${ID}`,
    route: '/messages/:id',
    api: {
      'GET /applications/{id}/interviews': () => ({ side: 'applicant', items: [], no_shows: null }),
      ...api,
    },
  });

describe('a conversation', () => {
  it("shows the other side's words as text, a link never made a link, and sends an answer", async () => {
    const sent: unknown[] = [];
    let current = conversation();
    await renderPage({
      'GET /applications/{id}/conversation': () => current,
      'POST /applications/{id}/messages': ({ body }) => {
        sent.push(body);
        const reply = message({
          id: '00000000-0000-4000-8000-00000000d002',
          side: 'applicant',
          author: 'Ana',
          body: 'Yes',
        });
        current = conversation({ messages: [...current.messages, reply] });
        return reply;
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Salt Pier Kitchen' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Messages' });
    expect(list).toHaveTextContent('See https://example.com/menu');
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Yes');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ body: 'Yes' }]);
    expect(await within(list).findByText('Yes')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('says why a blank message or a refused one was not sent', async () => {
    await renderPage({
      'GET /applications/{id}/conversation': () => conversation(),
      'POST /applications/{id}/messages': () =>
        fail(429, 'RATE_LIMITED', 'You have sent the most messages allowed today. Try again tomorrow.'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      expect.stringContaining('Write a message first'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/most messages allowed today/)).toBeInTheDocument();
  });

  it('shows a read-only conversation without the box, and when the applicant read a business message', async () => {
    await renderPage({
      'GET /applications/{id}/conversation': () =>
        conversation({
          side: 'business',
          messages: [message({ read_at: new Date().toISOString() })],
          can_send: false,
          closed_reason:
            'This conversation closed 30 days after the application ended. You can still read it.',
        }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Silva' })).toBeInTheDocument();
    expect(screen.getByText(/closed 30 days after/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages' })).toHaveTextContent(/Read/);
  });

  it("reports the other side's message and blocks them, each after asking", async () => {
    const reported: string[] = [];
    const blocks: boolean[] = [];
    await renderPage({
      'GET /applications/{id}/conversation': () => conversation(),
      'POST /messages/{id}/report': ({ params }) => {
        reported.push(params.id);
        return message({ reported: true });
      },
      'PUT /applications/{id}/conversation/block': () => {
        blocks.push(true);
        return { blocked_by_me: true };
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Report' }));
    expect(reported).toEqual([message().id]);
    await user.click(screen.getByRole('button', { name: 'Block Salt Pier Kitchen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Block' }));
    expect(blocks).toEqual([true]);
  });

  it('says when the conversation cannot be loaded, with Try again', async () => {
    await renderPage({
      'GET /applications/{id}/conversation': () => fail(404, 'NOT_FOUND', 'Conversation not found'),
    });
    expect(await screen.findByText('This conversation could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
