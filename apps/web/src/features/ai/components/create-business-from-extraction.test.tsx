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

/** The button as the panel holds it: the creation belongs to the parent. */
function Harness({ result }: { result: TExtractionResult }) {
  return <CreateBusinessFromExtraction result={result} creation={useCreateBusinessFromExtraction(track)} />;
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
  it.each([
    ['a worker', valid, testUser({ role: 'worker' })],
    [
      'an extraction with validation errors',
      { ...valid, validation_errors: ['phone: Invalid phone number'] },
      admin,
    ],
    ['an employee extraction', { ...valid, conversation_type: 'employee_onboarding' as const }, admin],
  ])('is not offered to %s', async (_case, result, user) => {
    await renderButton(result, created, user);
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

  it('names the field the admin form refuses before sending anything', async () => {
    const user = userEvent.setup();
    const bodies = await renderButton({
      ...valid,
      extracted_data: { ...valid.extracted_data, hours: '11 to 11' },
    });
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/hours/);
    expect(bodies).toEqual([]);
  });
});
