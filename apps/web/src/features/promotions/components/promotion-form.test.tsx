import { PROMOTION_MESSAGES } from '@perks/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { PromotionForm } from './promotion-form';

const BUSINESS_ID = '00000000-0000-4000-8000-0000000000b1';

function renderForm(api: ApiStubs = {}) {
  return renderWithProviders(<PromotionForm businessId={BUSINESS_ID} />, { user: testUser(), api });
}

describe('PromotionForm', () => {
  it("refuses what the API refuses, in the contract's words, and sends nothing", async () => {
    const { requests } = await renderForm();
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
    expect(requests.some(({ url }) => url.pathname.includes('/promotions'))).toBe(false);
  });

  it('sends the promotion with whole local days as its dates', async () => {
    let sent: Record<string, unknown> | null = null;
    await renderForm({
      'POST /businesses/{id}/promotions': ({ params, body }) => {
        if (params.id !== BUSINESS_ID) return fail(404, 'NOT_FOUND', 'Business not found');
        sent = body;
        return fail(409, 'CONFLICT', 'Stop here');
      },
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
