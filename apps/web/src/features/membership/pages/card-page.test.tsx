import type { TMemberCard } from '@perks/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { type RenderOptions, renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { CardPage } from './card-page';

const verified: TMemberCard = {
  status: 'verified',
  phone: '+12075550103',
  memberships: [
    {
      business_id: '00000000-0000-4000-8000-0000000000b1',
      business_name: 'Salt Pier Kitchen',
      role_title: 'Server',
      since: '2026-01-01T00:00:00.000Z',
    },
  ],
  holder: { first_name: 'Sam', last_name: 'Rivera', photo_url: null },
  card: { card_id: '7KQ2M9XH4D', secret: 'ab'.repeat(32) },
  confirmed_at: new Date(Date.now() - 3 * 60_000).toISOString(),
  paused_by: [],
};

function renderCard(options: Pick<RenderOptions, 'user' | 'api' | 'toasts'>) {
  return renderWithProviders(<CardPage />, {
    ...options,
    path: '/card',
    routes: [{ path: '/login', element: <h1>Login</h1> }],
  });
}

/** A returning member whose refresh never reaches the server. */
function renderCardUnreachable() {
  return renderCard({
    user: testUser(),
    api: {
      'POST /auth/refresh': () => {
        throw new TypeError('Failed to fetch');
      },
    },
  });
}

/**
 * Signed in, and the server answers that the person is on no staff list, or only on lists of
 * employers whose unpaid subscription paused their cards (`pausedBy`).
 */
function renderCardWithPendingAnswer(pausedBy: string[] = []) {
  const pending: TMemberCard = {
    ...verified,
    status: 'pending',
    memberships: [],
    card: null,
    confirmed_at: new Date().toISOString(),
    paused_by: pausedBy,
  };
  return renderCard({ user: testUser(), api: { 'GET /user/member-card': () => pending } });
}

describe('the member card', () => {
  it('shows the card kept on the device when the server cannot be reached', async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    await renderCardUnreachable();
    expect(await screen.findByText('Active Member')).toBeInTheDocument();
    expect(screen.getByText('Sam Rivera')).toBeInTheDocument();
    expect(screen.getByText('Salt Pier Kitchen')).toBeInTheDocument();
    expect(screen.getByTestId('card-confirmed')).toHaveTextContent('Last confirmed online 3 minutes ago');
  });

  it('sends a signed-out visitor to /login and deletes the kept card', async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    await renderCard({ user: null });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(localStorage.getItem('member_card')).toBeNull();
  });

  it('says the membership ended when the server no longer verifies a card this device had', async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    await renderCardWithPendingAnswer();
    expect(await screen.findByRole('heading', { name: 'Membership ended' })).toBeInTheDocument();
  });

  it("says the membership is paused while the employer's subscription is unpaid (decision 067)", async () => {
    localStorage.setItem('member_card', JSON.stringify(verified));
    await renderCardWithPendingAnswer(['Salt Pier Kitchen']);
    expect(
      await screen.findByRole('heading', { name: 'Membership paused: ask your employer' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Salt Pier Kitchen has not paid/)).toBeInTheDocument();
    expect(screen.queryByText('Active Member')).not.toBeInTheDocument();
  });

  it('tells a person on no staff list to ask their employer', async () => {
    await renderCardWithPendingAnswer();
    expect(await screen.findByRole('heading', { name: 'Pending verification' })).toBeInTheDocument();
    expect(screen.getByText(/Ask your manager to add it/)).toBeInTheDocument();
    // The number as the manager will type it into the staff list, not as the server stores it.
    expect(screen.getByText('(207) 555-0103')).toBeInTheDocument();
  });

  it("shows the member's photo, and a card kept from before photos without one", async () => {
    const photo = `/uploads/member-photos/${'c'.repeat(32)}.jpg`;
    localStorage.setItem(
      'member_card',
      JSON.stringify({ ...verified, holder: { first_name: 'Sam', last_name: null } }),
    );
    await renderCardUnreachable();
    expect(await screen.findByText('Active Member')).toBeInTheDocument();
    expect(screen.queryByTestId('member-photo')).not.toBeInTheDocument();
    localStorage.clear();

    await renderCard({
      user: testUser(),
      api: {
        'GET /user/member-card': () => ({ ...verified, holder: { ...verified.holder, photo_url: photo } }),
      },
    });
    expect(await screen.findByRole('img', { name: 'Sam Rivera' })).toHaveAttribute('src', photo);
  });

  it('adds and removes the photo from the card, and says why an upload was refused', async () => {
    const photo = `/uploads/member-photos/${'d'.repeat(32)}.png`;
    let holder = verified.holder;
    const sent: string[] = [];
    let refuse = true;
    await renderCard({
      user: testUser(),
      toasts: true,
      api: {
        'GET /user/member-card': () => ({ ...verified, holder }),
        'POST /uploads/member-photo': ({ body }) => {
          sent.push(((body as unknown as FormData).get('file') as File).name);
          if (refuse)
            return fail(415, 'UNSUPPORTED_MEDIA_TYPE', 'Only PNG, JPEG, WebP or GIF images can be uploaded');
          holder = { ...holder, photo_url: photo };
          return { photo_url: photo };
        },
        'DELETE /user/photo': () => {
          holder = { ...holder, photo_url: null };
          return { photo_url: null };
        },
      },
    });
    const picker = await screen.findByLabelText('Add your photo');
    await userEvent.upload(picker, new File(['<svg/>'], 'me.svg', { type: 'image/png' }));
    expect(await screen.findByText('Only PNG, JPEG, WebP or GIF images can be uploaded')).toBeInTheDocument();
    refuse = false;
    await userEvent.upload(picker, new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Sam Rivera' })).toHaveAttribute('src', photo);
    expect(sent).toEqual(['me.svg', 'me.png']);
    expect(screen.getByLabelText('Change your photo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(await screen.findByLabelText('Add your photo')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Sam Rivera' })).not.toBeInTheDocument();
  });
});
