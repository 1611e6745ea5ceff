import {
  BUSINESS_PROFILE_MESSAGES,
  OPENING_HOURS_MESSAGES,
  type TBusinessProfileInput,
  type TUserBusiness,
  ZOpeningHours,
} from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { BUSINESS_ID, businessDetail } from '../testing';
import { BusinessProfilePage } from './business-profile-page';

const OTHER_ID = '00000000-0000-4000-8000-0000000000b2';
const owned = (id: string, name: string): TUserBusiness => ({
  business: { id, name, business_type: 'bar', is_active: true, address: null },
  role: 'owner',
  join_order: 0,
});
const business = businessDetail({ name: 'Dockside Tap', address: '1 Commercial St, Portland, ME' });

function renderPage(api: ApiStubs) {
  return renderWithProviders(<BusinessProfilePage />, {
    user: testUser(),
    path: `/business/${BUSINESS_ID}/edit`,
    route: '/business/:id/edit',
    toasts: true,
    api,
  });
}

/** The page for the owner of the one business; answers each save with `saved` and keeps what it sent. */
async function renderSavingPage(saved = business): Promise<TBusinessProfileInput[]> {
  const sent: TBusinessProfileInput[] = [];
  await renderPage({
    'GET /user/businesses': () => [owned(BUSINESS_ID, 'Dockside Tap')],
    'GET /businesses/{id}': () => business,
    'PUT /businesses/{id}/profile': ({ body }) => {
      sent.push(body);
      return saved;
    },
  });
  return sent;
}

describe('/business/:id/edit', () => {
  it('saves the description and the week in one request, and confirms it', async () => {
    const user = userEvent.setup();
    const sent = await renderSavingPage({ ...business, description: 'Oysters on the pier.' });

    const description = await screen.findByLabelText('Description');
    await user.clear(description);
    await user.type(description, 'Oysters on the pier.');
    await user.click(screen.getByLabelText('Show opening hours on the business page'));
    const monday = screen.getByRole('group', { name: 'Monday' });
    await user.click(within(monday).getByLabelText('Monday Closed'));
    for (const day of ['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
      await user.type(screen.getByLabelText(`${day} Opens`), '16:00');
      await user.type(screen.getByLabelText(`${day} Closes`), '01:00');
    }
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.saved)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({
      description: 'Oysters on the pier.',
      address: '1 Commercial St, Portland, ME',
      opening_hours: {
        monday: { closed: true, open: null, close: null },
        friday: { closed: false, open: '16:00', close: '01:00' },
      },
    });
    // The pin was not touched, so none is sent: the server keeps or finds the point.
    expect(sent[0]).not.toHaveProperty('latitude');
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/business/${BUSINESS_ID}`,
    );
  }, 30_000);

  it('saves the days left without times as closed when the hours are shown', async () => {
    const user = userEvent.setup();
    const sent = await renderSavingPage();
    await user.click(await screen.findByLabelText('Show opening hours on the business page'));
    await user.type(screen.getByLabelText('Friday Opens'), '16:00');
    await user.type(screen.getByLabelText('Friday Closes'), '01:00');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.saved)).toBeInTheDocument();
    // As the server reads the week it was sent.
    expect(ZOpeningHours.parse(sent[0]?.opening_hours)).toMatchObject({
      monday: { closed: true, open: null, close: null },
      friday: { closed: false, open: '16:00', close: '01:00' },
    });
  }, 30_000);

  it('on a refused save, focuses and scrolls to the first problem and says how many there are beside the button', async () => {
    const user = userEvent.setup();
    const sent = await renderSavingPage();
    await user.type(await screen.findByLabelText('Menu link'), 'menu.pdf');
    await user.click(screen.getByLabelText('Show opening hours on the business page'));
    // A day with an opening time only is a problem; a day with neither time is closed.
    await user.type(screen.getByLabelText('Monday Opens'), '09:00');
    await user.type(screen.getByLabelText('Tuesday Opens'), '09:00');
    const save = screen.getByRole('button', { name: 'Save profile' });
    await user.click(save);

    const menu = screen.getByLabelText('Menu link');
    await vi.waitFor(() => expect(menu).toHaveFocus());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(menu);
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('3 fields need fixing');
    expect(summary.parentElement).toBe(save.parentElement);
    const monday = screen.getByRole('group', { name: 'Monday' });
    expect(within(monday).getByText(OPENING_HOURS_MESSAGES.close('monday'))).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // The count follows the fixes.
    await user.clear(menu);
    await user.click(save);
    // The control at fault, not its neighbour: Monday has an opening time and lacks the closing one.
    await vi.waitFor(() => expect(screen.getByLabelText('Monday Closes')).toHaveFocus());
    expect(screen.getByLabelText('Monday Opens')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('2 fields need fixing');
  }, 30_000);

  it('refuses a pin outside Maine beside the pin, and a bad link beside its field', async () => {
    const user = userEvent.setup();
    await renderPage({
      'GET /user/businesses': () => [owned(BUSINESS_ID, 'Dockside Tap')],
      'GET /businesses/{id}': () => business,
    });
    await user.type(await screen.findByLabelText('Latitude'), '40.71');
    await user.type(screen.getByLabelText('Longitude'), '-74.0');
    await user.type(screen.getByLabelText('Menu link'), 'menu.pdf');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.pinOutside)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Menu link')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    await renderPage({
      'GET /user/businesses': () => [owned(BUSINESS_ID, 'Dockside Tap')],
      'GET /businesses/{id}': () => business,
      'PUT /businesses/{id}/profile': () =>
        fail(400, 'VALIDATION_ERROR', 'phone: Invalid phone number format', 'phone'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findAllByText('phone: Invalid phone number format')).not.toHaveLength(0);
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a picker between the businesses the person runs', async () => {
    await renderPage({
      'GET /user/businesses': () => [owned(BUSINESS_ID, 'Dockside Tap'), owned(OTHER_ID, 'Harbor Grill')],
      'GET /businesses/{id}': () => business,
    });
    const picker = await screen.findByLabelText('Business');
    expect(picker).toHaveValue(BUSINESS_ID);
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dockside Tap', 'Harbor Grill']);
  });

  it('sends someone who runs no business to the setup flow', async () => {
    await renderPage({ 'GET /user/businesses': () => [] });
    expect(await screen.findByText(BUSINESS_PROFILE_MESSAGES.noBusiness)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up your business' })).toHaveAttribute('href', '/setup');
  });

  it('says when the business cannot be loaded, with a retry', async () => {
    await renderPage({
      'GET /user/businesses': () => [owned(BUSINESS_ID, 'Dockside Tap')],
      'GET /businesses/{id}': () => fail(500, 'INTERNAL_ERROR', 'Internal server error'),
    });
    expect(await screen.findByText('Could not load the business')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
