import { PROMOTION_MESSAGES } from '@perks/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubAuthApi, testUser } from '@/features/auth/testing';
import { PromotionForm } from './promotion-form';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderForm() {
  const fetchMock = stubAuthApi(testUser());
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PromotionForm businessId={BUSINESS_ID} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('PromotionForm', () => {
  it("refuses what the API refuses, in the contract's words, and sends nothing", async () => {
    const fetchMock = renderForm();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Oysters');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Too short');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount value' }), '-5');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Uses per member (optional)' }), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Create promotion' }));

    expect(await screen.findByText(PROMOTION_MESSAGES.descriptionTooShort)).toBeInTheDocument();
    expect(screen.getByText('Discount must be positive')).toBeInTheDocument();
    expect(screen.getByText(PROMOTION_MESSAGES.maxUses)).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Discount value' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('/promotions'))).toBe(false);
  });

  it('sends the promotion with whole local days as its dates', async () => {
    const fetchMock = renderForm();
    let sent: Record<string, unknown> | null = null;
    fetchMock.mockImplementation(async (_input, init) => {
      sent = JSON.parse(String(init?.body));
      return new Response(
        JSON.stringify({ success: false, error: { message: 'Stop here', code: 'CONFLICT' } }),
        {
          status: 409,
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), 'Half-price oysters');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Description' }),
      'Half-price oysters at the bar.',
    );
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Discount value' }), '50');
    await userEvent.type(screen.getByLabelText('Ends on (optional)'), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Create promotion' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toMatchObject({
      title: 'Half-price oysters',
      discount_type: 'percentage',
      discount_value: 50,
      max_uses: null,
      starts_at: null,
      ends_at: new Date('2026-12-31T23:59:59').toISOString(),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Stop here');
  });
});
