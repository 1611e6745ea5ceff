import type { TCurrentUser, TExtractionResult } from '@perks/contract';
import { sampleAdminBusiness } from '@perks/contract/admin-businesses/sample-business.fixture';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { type ApiStubs, fail } from '@/test/stub-api';
import { useCreateBusinessFromExtraction } from '../api/create-business-from-extraction';
import type { Track } from '../api/track';
import { CreateBusinessFromExtraction } from './create-business-from-extraction';
import { ExtractionCard } from './extraction-card';

type Reply = NonNullable<ApiStubs['POST /admin/businesses']>;
const admin = testUser({ is_admin: true, role: 'admin' });
const BUSINESS_ID = '7a2b3c4d-5e6f-4a70-8b81-92a3b4c5d6e7';

const valid: TExtractionResult = {
  conversation_id: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  conversation_type: 'business_onboarding',
  confidence_score: 0.95,
  extraction_method: 'rules',
  extracted_data: {
    name: 'The Salt Pier',
    address: '58 Commercial Street, Portland, ME 04101',
    phone: '+12075550142',
    category: 'bar',
    description: 'Oysters on the wharf.',
  },
  validation_errors: [],
};

const created: Reply = () => ({
  ...sampleAdminBusiness({ id: BUSINESS_ID, name: 'The Salt Pier', business_type: 'bar' }),
  members: [],
});

const track: Track = (_endpoint, call) => call();

/** The card and its button as the panel holds them: the creation belongs to the parent. */
function Harness({ result }: { result: TExtractionResult }) {
  const creation = useCreateBusinessFromExtraction(track);
  return (
    <ExtractionCard
      result={result}
      actions={(data) => <CreateBusinessFromExtraction data={data} creation={creation} />}
    />
  );
}

/** The button for `result`, signed in as `user`, against a create route answering `reply`. */
async function renderButton(result: TExtractionResult, reply: Reply = created, user: TCurrentUser = admin) {
  const bodies: unknown[] = [];
  await renderWithProviders(<Harness result={result} />, {
    user,
    api: {
      'POST /admin/businesses': (request) => {
        bodies.push(request.body);
        return reply(request);
      },
    },
  });
  return bodies;
}

describe('Create business from an extraction', () => {
  it('is not offered to a worker', async () => {
    await renderButton(valid, created, testUser({ role: 'worker' }));
    expect(screen.queryByRole('button', { name: 'Create business' })).not.toBeInTheDocument();
  });

  it('sends the extraction as the admin create body once, however often it is clicked, and links to the business', async () => {
    const user = userEvent.setup();
    const bodies = await renderButton(valid);
    const button = screen.getByRole('button', { name: 'Create business' });
    await user.dblClick(button);
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Created The Salt Pier.');
    expect(bodies).toEqual([
      {
        name: 'The Salt Pier',
        address: '58 Commercial Street, Portland, ME 04101',
        phone: '+12075550142',
        business_type: 'bar',
        description: 'Oysters on the wharf.',
        status: 'active',
        primary_color: '#0A84FF',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Open Business Management' })).toHaveAttribute(
      'href',
      '/admin?tab=businesses',
    );
    expect(screen.getByRole('link', { name: 'View public page' })).toHaveAttribute(
      'href',
      `/business/${BUSINESS_ID}`,
    );
    expect(screen.queryByRole('button', { name: 'Create business' })).not.toBeInTheDocument();
  });

  const refusals: [string, Reply, RegExp][] = [
    [
      'a refused field (400)',
      () => fail(400, 'VALIDATION_ERROR', 'phone: Invalid phone number'),
      /phone: Invalid phone number/,
    ],
    ['a conflict (409)', () => fail(409, 'CONFLICT', 'Already exists'), /Already exists/],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
      /Network error/,
    ],
  ];
  it.each(refusals)('shows %s and lets the admin try again', async (_case, refusal, message) => {
    const user = userEvent.setup();
    let answer = refusal;
    const bodies = await renderButton(valid, (request) => answer(request));
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    answer = created;
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Created The Salt Pier.');
    expect(bodies).toHaveLength(2);
  });

  it('lets the admin fix a refused field in place, then creates the business with the corrected values', async () => {
    const user = userEvent.setup();
    const bodies = await renderButton({
      ...valid,
      confidence_score: 0.57,
      extracted_data: { ...valid.extracted_data, phone: 'call me later', category: 'restaurant' },
      validation_errors: ['phone: Invalid phone number'],
    });
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription(/phone number/i);
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(bodies).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '+12075550188');
    await user.selectOptions(screen.getByLabelText('Type'), 'Bar');
    await user.clear(screen.getByLabelText('Business name'));
    await user.type(screen.getByLabelText('Business name'), 'The Dockside Tap');
    expect(phone).not.toHaveAccessibleDescription(/phone number/i);
    expect(screen.getByText(/No validation errors/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Created The Salt Pier.');
    expect(bodies).toEqual([
      expect.objectContaining({ name: 'The Dockside Tap', phone: '+12075550188', business_type: 'bar' }),
    ]);
  });
});
