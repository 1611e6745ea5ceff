import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/features/auth/testing';
import { renderWithProviders } from '@/test/render-with-providers';
import { CreateBusinessDialog } from './create-business-dialog';

describe("the directory's 'Add Business' dialog (decision 069)", () => {
  it("'Create New Business' stays the short form and points owners to the setup", async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <CreateBusinessDialog trigger={<button type="button">Add Business</button>} />,
      {
        user: testUser(),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Add Business' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Business' });
    expect(dialog).toHaveTextContent('A quick listing: name, description and address.');
    expect(screen.getByRole('link', { name: 'Set up your business' })).toHaveAttribute(
      'href',
      '/businesses/create',
    );
    expect(screen.getByLabelText('Description')).toBeInTheDocument();
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Type')).not.toBeInTheDocument();
  });
});
