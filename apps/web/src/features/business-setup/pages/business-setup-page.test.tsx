import { FORMAT_MESSAGES, listPage, type TUserBusiness } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onboardingConversation } from '@/features/ai/testing';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, businessDetail } from '@/features/businesses/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { fail } from '@/test/stub-api';
import { BusinessSetupPage } from './business-setup-page';

const waiting = businessDetail({
  name: 'Dockside Tap',
  business_type: 'bar',
  is_active: false,
  status: 'inactive',
});
const owned: TUserBusiness = {
  business: { id: BUSINESS_ID, name: 'Dockside Tap', business_type: 'bar', is_active: false, address: null },
  role: 'owner',
  join_order: 0,
};
const emptyRoster = listPage([], 0, { page: 1, limit: 20 });

describe('/setup', () => {
  it('creates the business with type and phone, then shows what happens next and the remaining steps', async () => {
    const user = userEvent.setup();
    let memberships: TUserBusiness[] = [];
    let sent: unknown;
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => memberships,
        'POST /businesses': ({ body }) => {
          sent = body;
          memberships = [owned];
          return waiting;
        },
        'GET /businesses/{id}': () => waiting,
        'GET /businesses/{id}/roster': () => emptyRoster,
        'GET /user/managed-jobs': () => [],
      },
    });

    await user.type(await screen.findByLabelText('Name'), 'Dockside Tap');
    await user.selectOptions(screen.getByLabelText('Type'), 'bar');
    await user.type(screen.getByLabelText('Address'), '1 Commercial St, Portland, ME');
    await user.type(screen.getByLabelText('Phone'), '(207) 555-0188');
    await user.click(screen.getByRole('button', { name: 'Create business' }));

    const notice = await screen.findByTestId('review-notice');
    expect(sent).toMatchObject({ name: 'Dockside Tap', category: 'bar', phone: '(207) 555-0188' });
    expect(within(notice).getByText(/An administrator checks every new business/)).toBeInTheDocument();
    expect(within(notice).getByText(/draft up to 10 jobs/)).toBeInTheDocument();
    expect(screen.getByLabelText('Logo')).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Setup steps' });
    expect(within(steps).getByRole('link', { name: 'Add staff' })).toHaveAttribute(
      'href',
      `/staff?business=${BUSINESS_ID}`,
    );
    expect(within(steps).getByRole('link', { name: 'Draft a job' })).toHaveAttribute('href', '/post-job');
    // Typing a whole form is slow on a loaded machine.
  }, 20_000);

  it("fills the form from the owner's own words, lets them correct it, and creates through the setup's route", async () => {
    const user = userEvent.setup();
    const { conversation, exchange } = onboardingConversation();
    const started: unknown[] = [];
    const said: unknown[] = [];
    let created: unknown;
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => [],
        'POST /ai/conversations': ({ body }) => {
          started.push(body);
          return conversation;
        },
        'GET /ai/conversations/{id}': () => conversation,
        'POST /ai/conversations/{id}/messages': ({ body }) => {
          said.push(body);
          return exchange(body.message, 'Got it.');
        },
        'POST /ai/conversations/{id}/extract': () => ({
          conversation_id: conversation.id,
          conversation_type: 'business_onboarding',
          confidence_score: 0.57,
          extraction_method: 'rules',
          extracted_data: {
            name: 'The Dockside Tap',
            category: 'bar',
            phone: '+12075550188',
            email: 'hello@docksidetap',
          },
          validation_errors: [`email: ${FORMAT_MESSAGES.email}`],
        }),
        'POST /businesses': ({ body }) => {
          created = body;
          return waiting;
        },
      },
    });

    // Nothing is started (nor counted) until the owner asks for the assistant.
    const open = await screen.findByRole('button', { name: 'Describe my business' });
    expect(started).toEqual([]);
    await user.click(open);
    const box = await screen.findByLabelText('Message');
    // The keyboard goes on to the message box.
    await vi.waitFor(() => expect(box).toHaveFocus());
    expect(screen.queryByRole('group', { name: 'Quick replies' })).not.toBeInTheDocument();
    await user.type(box, 'Hi, I own a bar called The Dockside Tap on the Portland waterfront{Enter}');
    expect(
      await screen.findByText('Hi, I own a bar called The Dockside Tap on the Portland waterfront'),
    ).toBeInTheDocument();
    await user.type(box, 'Phone is (207) 555-0188 and email is hello@docksidetap{Enter}');
    await screen.findByText('Phone is (207) 555-0188 and email is hello@docksidetap');
    expect(said).toHaveLength(2);
    expect(said[0]).toMatchObject({ message_context: { test_scenario: 'business-setup' } });

    await user.click(screen.getByRole('button', { name: 'Fill in the form' }));
    expect(await screen.findByText(/Filled in 4 fields from your conversation/)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Create New Business' });
    expect(within(form).getByLabelText('Name')).toHaveValue('The Dockside Tap');
    expect(within(form).getByLabelText('Type')).toHaveValue('bar');
    expect(within(form).getByLabelText('Phone')).toHaveValue('+12075550188');
    // What the assistant misheard is named beside its field at once, to be corrected there.
    const email = within(form).getByLabelText('E-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(FORMAT_MESSAGES.email)).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'hello@docksidetap.com');
    await user.type(within(form).getByLabelText('Address'), '1 Commercial St, Portland, ME 04101');
    await user.click(within(form).getByRole('button', { name: 'Create business' }));

    await vi.waitFor(() =>
      expect(created).toMatchObject({
        name: 'The Dockside Tap',
        category: 'bar',
        phone: '+12075550188',
        email: 'hello@docksidetap.com',
        address: '1 Commercial St, Portland, ME 04101',
      }),
    );
  }, 30_000);

  it('marks the fields the assistant was not sure of until the owner has checked each', async () => {
    const user = userEvent.setup();
    const { conversation, exchange } = onboardingConversation();
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => [],
        'POST /ai/conversations': () => conversation,
        'GET /ai/conversations/{id}': () => conversation,
        'POST /ai/conversations/{id}/messages': ({ body }) => exchange(body.message, 'Got it.'),
        'POST /ai/conversations/{id}/extract': () => ({
          conversation_id: conversation.id,
          conversation_type: 'business_onboarding',
          confidence_score: 0.71,
          extraction_method: 'rules',
          extracted_data: { name: 'Sol Cantina', category: 'bar', address: '40 Wharf' },
          validation_errors: [],
          doubtful_fields: ['address'],
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Describe my business' }));
    await user.type(await screen.findByLabelText('Message'), 'We are Sol Cantina at 40 Wharf{Enter}');
    await screen.findByText('We are Sol Cantina at 40 Wharf');
    await user.click(screen.getByRole('button', { name: 'Fill in the form' }));
    expect(
      await screen.findByText(/1 field is marked: the assistant was not sure of it/),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Create New Business' });
    const address = within(form).getByLabelText('Address');
    const check = 'The assistant was not sure of this. Check it before you create the business.';
    expect(address).toHaveValue('40 Wharf');
    expect(address).toHaveAttribute('data-to-confirm', 'true');
    expect(address).toHaveAccessibleDescription(check);
    expect(within(form).getByLabelText('Name')).not.toHaveAttribute('data-to-confirm');

    await user.type(address, ' St, Portland ME 04101');
    expect(address).not.toHaveAttribute('data-to-confirm');
    expect(within(form).queryByText(check)).not.toBeInTheDocument();
  }, 30_000);

  it('says when the assistant cannot start, and the form still works', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: {
        'GET /user/businesses': () => [],
        'POST /ai/conversations': () =>
          fail(
            429,
            'RATE_LIMITED',
            'Too many new conversations this hour. Please wait before starting another.',
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Describe my business' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not start the assistant: Too many new conversations this hour.',
    );
    expect(screen.getByLabelText('Name')).toBeEnabled();
  });

  it("refuses a bad phone with the contract's message, naming the field", async () => {
    const user = userEvent.setup();
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: { 'GET /user/businesses': () => [] },
    });
    await user.type(await screen.findByLabelText('Name'), 'Dockside Tap');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText(/valid phone/i)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the business cannot be loaded, with a retry', async () => {
    await renderWithProviders(<BusinessSetupPage />, {
      user: testUser(),
      api: { 'GET /user/businesses': () => fail(500, 'INTERNAL_ERROR', 'Internal server error') },
    });
    expect(await screen.findByText('Could not load your business')).toBeInTheDocument();
  });
});
