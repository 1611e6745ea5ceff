import type { TCardVerification } from '@perks/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { VerifyPage } from './verify-page';

const TOKEN = '7KQ2M9XH4D-12345678';

const answer = (overrides: Partial<TCardVerification>): TCardVerification => ({
  valid: true,
  verdict: 'valid',
  message: 'This member is verified.',
  first_name: 'Avery',
  photo_url: null,
  employers: ['Salt Pier Kitchen'],
  checked_at: new Date().toISOString(),
  ...overrides,
});

function renderVerdict(result: TCardVerification) {
  return renderWithProviders(<VerifyPage />, {
    user: null,
    path: `/verify/${TOKEN}`,
    route: '/verify/:token',
    api: { 'POST /card-verifications': () => result },
  });
}

describe('the member card check', () => {
  it("shows the member's photo beside the name, so a borrowed phone is obvious", async () => {
    const photo = `/uploads/member-photos/${'e'.repeat(32)}.jpg`;
    await renderVerdict(answer({ photo_url: photo }));
    expect(await screen.findByRole('img', { name: 'Avery' })).toHaveAttribute('src', photo);
    expect(screen.getByText('Avery')).toBeInTheDocument();
  });

  it('shows the name alone for a member without a photo', async () => {
    await renderVerdict(answer({}));
    expect(await screen.findByText('Avery')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
