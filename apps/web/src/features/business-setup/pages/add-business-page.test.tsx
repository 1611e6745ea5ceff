import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { BUSINESS_ID, businessDetail } from '@/features/businesses/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { AddBusinessPage } from './add-business-page';

const created = businessDetail({ name: 'Back Cove Bistro', is_active: false, status: 'inactive' });

function SetupOf() {
  const [params] = useSearchParams();
  return <p>Setup of {params.get('business')}</p>;
}

describe('/businesses/create (decision 069)', () => {
  it("/businesses/create is the setup's form with its assistant, and goes on to that business's setup", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    await renderWithProviders(<AddBusinessPage />, {
      user: testUser(),
      path: '/businesses/create',
      route: '/businesses/create',
      routes: [{ path: '/setup', element: <SetupOf /> }],
      api: {
        'POST /businesses': ({ body }) => {
          sent = body;
          return created;
        },
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Your Business' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Describe my business' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Back Cove Bistro');
    await user.selectOptions(screen.getByLabelText('Type'), 'cafe');
    await user.type(screen.getByLabelText('Phone'), '207.555.0131');
    await user.click(screen.getByRole('button', { name: 'Create business' }));
    expect(await screen.findByText(`Setup of ${BUSINESS_ID}`)).toBeInTheDocument();
    expect(sent).toMatchObject({ name: 'Back Cove Bistro', category: 'cafe', phone: '207.555.0131' });
  }, 20_000);
});
