import type { TExtractionResult } from '@perks/contract';
import { sampleAdminBusiness } from '@perks/contract/admin-businesses/sample-business.fixture';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { onboardingConversation } from '../testing';
import { AiTestPanel } from './ai-test-panel';

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const BUSINESS_ID = '7a2b3c4d-5e6f-4a70-8b81-92a3b4c5d6e7';

/** The panel against a fake AI API: a conversation that echoes, and a given extraction. */
async function renderPanel(extraction: Omit<TExtractionResult, 'conversation_id' | 'conversation_type'>) {
  const { conversation, exchange } = onboardingConversation(ID);
  const sent: string[] = [];
  await renderWithProviders(<AiTestPanel />, {
    user: testUser({ is_admin: true, role: 'admin' }),
    api: {
      'GET /ai/admin/stats': () => ({
        totalConversations: 4,
        activeConversations: 3,
        completedConversations: 1,
        totalMessages: 10,
        conversationTypes: { business_onboarding: 4 },
        averageMessages: 2.5,
        provider: 'rules',
        model: 'built-in rules',
      }),
      'POST /ai/conversations': () => conversation,
      'GET /ai/conversations/{id}': () => conversation,
      'POST /ai/conversations/{id}/messages': ({ body }) => {
        sent.push(body.message);
        // An assistant turn may hold JSON with a message field.
        return exchange(body.message, '{"message":"Noted."}');
      },
      'POST /ai/conversations/{id}/extract': () => ({
        conversation_id: ID,
        conversation_type: 'business_onboarding',
        ...extraction,
      }),
      'POST /admin/businesses': ({ body }) => {
        sent.push(JSON.stringify(body));
        const business = sampleAdminBusiness({ id: BUSINESS_ID, name: body.name });
        return { ...business, members: [] };
      },
    },
  });
  return sent;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AI test panel', () => {
  it('needs a conversation first, then sends on Enter but not on Shift+Enter', async () => {
    const user = userEvent.setup();
    const sent = await renderPanel({
      confidence_score: 0.95,
      extraction_method: 'rules',
      extracted_data: {},
      validation_errors: [],
    });
    expect(await screen.findByText('Success rate')).toBeInTheDocument();
    expect(screen.getByText('25.0%')).toBeInTheDocument();

    const box = screen.getByLabelText('Message');
    await user.type(box, 'Hello{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please create a conversation first');
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Business conversation' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    expect(await within(log).findByText('What is the name of your business?')).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'The Salt{Shift>}{Enter}{/Shift}Pier');
    expect(box).toHaveValue('The Salt\nPier');
    expect(sent).toEqual([]);
    await user.keyboard('{Enter}');
    expect(await within(log).findByText('Noted.')).toBeInTheDocument();
    expect(sent).toEqual(['The Salt\nPier']);
    expect(box).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Phone' }));
    expect(await within(log).findByText('You can reach us at (207) 555-0142')).toBeInTheDocument();
  });

  it.each([
    [0.95, 'high'],
    [0.55, 'medium'],
    [0.4, 'low'],
  ])('colours a confidence of %s as %s and lists the validation errors', async (score, level) => {
    const user = userEvent.setup();
    await renderPanel({
      confidence_score: score,
      extraction_method: 'rules',
      extracted_data: { name: 'The Salt Pier' },
      validation_errors: level === 'high' ? [] : ['phone: Invalid phone number'],
    });
    await user.click(screen.getByRole('button', { name: 'Business conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Extract Data' }));
    const card = await screen.findByRole('region', { name: 'Extracted form data' });
    expect(within(card).getByText(/^Confidence/)).toHaveAttribute('data-level', level);
    expect(within(card).getByLabelText('Business name')).toHaveValue('The Salt Pier');
    if (level === 'high') expect(within(card).getByText(/No validation errors/)).toBeInTheDocument();
    else expect(within(card).getByRole('alert')).toHaveTextContent('phone: Invalid phone number');
  });

  it('keeps the business made from the extraction across views, so it is never offered twice', async () => {
    const user = userEvent.setup();
    const sent = await renderPanel({
      confidence_score: 0.95,
      extraction_method: 'rules',
      extracted_data: { name: 'The Salt Pier', category: 'bar' },
      validation_errors: [],
    });
    await user.click(screen.getByRole('button', { name: 'Business conversation' }));
    await user.click(await screen.findByRole('button', { name: 'Extract Data' }));
    const card = await screen.findByRole('region', { name: 'Extracted form data' });
    await user.click(within(card).getByRole('button', { name: 'Create business' }));
    expect(await within(card).findByRole('status')).toHaveTextContent('Created The Salt Pier.');

    await user.click(screen.getByRole('tab', { name: 'Structured' }));
    const statuses = screen.getByRole('list', { name: 'Endpoint status' });
    expect(within(statuses).getByText('POST /admin/businesses').parentElement).toHaveTextContent('OK');
    await user.click(screen.getByRole('tab', { name: 'Visual' }));
    const cardAgain = await screen.findByRole('region', { name: 'Extracted form data' });
    expect(within(cardAgain).getByRole('status')).toHaveTextContent('Created The Salt Pier.');
    expect(screen.queryByRole('button', { name: 'Create business' })).not.toBeInTheDocument();
    expect(sent.filter((body) => body.includes('business_type'))).toHaveLength(1);
  });

  it("refuses a custom payload that is not JSON with 'Invalid JSON payload' and logs one that is", async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    await renderPanel({
      confidence_score: 0,
      extraction_method: 'rules',
      extracted_data: {},
      validation_errors: [],
    });
    await user.click(screen.getByRole('tab', { name: 'Raw' }));
    const payload = await screen.findByLabelText('Payload');
    await user.clear(payload);
    await user.type(payload, '{{ not json');
    await user.click(screen.getByRole('button', { name: 'Log payload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid JSON payload');
    await user.clear(payload);
    await user.type(payload, '{{"a":1}');
    await user.click(screen.getByRole('button', { name: 'Log payload' }));
    expect(info).toHaveBeenCalledWith('Custom AI payload', { a: 1 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
