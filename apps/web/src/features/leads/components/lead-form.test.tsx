import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { challengeAnswerOf, testChallenge } from '@/lib/challenge/test-challenge';
import { toast } from '@/lib/toast';
import { LeadForm } from './lead-form';

function renderForm() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LeadForm />
    </QueryClientProvider>,
  );
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server's 201 for Dana's sign-up. */
const created = (is_owner_gm: boolean) =>
  json(201, {
    success: true,
    data: {
      id: 'a3bb189e-8bf9-4888-9912-ace4e6543099',
      email: 'dana@example.com',
      business: 'Salt Pine Social',
      lead_source: 'website',
      message: null,
      is_owner_gm,
      created_at: '2026-11-23T12:00:00.000Z',
    },
  });

async function fillIn(email: string, workplace: string, owner: 'Yes' | 'No') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Where do you work?'), workplace);
  await user.click(screen.getByLabelText(owner));
  return user;
}

describe('lead form', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    // Spies on the shared toast object rather than a module mock: an earlier file in the same
    // worker may already have loaded the form with the real module.
    vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it("sends nothing and says 'Please fill in all fields' when anything is missing", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(toast.error).toHaveBeenCalledWith('Please fill in all fields');

    await user.type(screen.getByLabelText('Email'), 'dana@example.com');
    await user.type(screen.getByLabelText('Where do you work?'), 'Salt Pine Social');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(toast.error).toHaveBeenCalledTimes(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the lead, shows 'Signing Up...' while sending, then 'Success!' and clears the fields", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    const user = await fillIn('dana@example.com', 'Salt Pine Social', 'Yes');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const sending = await screen.findByRole('button', { name: 'Signing Up...' });
    expect(sending).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/leads');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body)).toEqual({
      email: 'dana@example.com',
      business: 'Salt Pine Social',
      lead_source: 'website',
      is_owner_gm: true,
    });

    answer(created(true));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Success!', {
        description: "Thanks for signing up! We'll be in touch soon.",
      }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Where do you work?')).toHaveValue('');
    expect(screen.getByLabelText('Yes')).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it("shows the server's message in an 'Error' notice and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      json(400, { success: false, error: { message: 'Invalid email format', code: 'VALIDATION_ERROR' } }),
    );
    renderForm();
    const user = await fillIn('dana@example.com', 'Salt Pine Social', 'No');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', { description: 'Invalid email format' }),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('dana@example.com');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('falls back to the status message when the server says nothing useful', async () => {
    fetchMock.mockResolvedValue(new Response('<html>bad gateway</html>', { status: 500 }));
    renderForm();
    const user = await fillIn('dana@example.com', 'Salt Pine Social', 'No');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error', {
        description: 'Server error. Please try again later.',
      }),
    );
  });

  it('solves the security check the server asks for and sends the sign-up again', async () => {
    const challenge = await testChallenge(5);
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url === '/api/v1/challenge') return json(200, { success: true, data: challenge });
      const answer = challengeAnswerOf(init.body);
      sent.push(answer);
      if (!answer) {
        return json(428, {
          success: false,
          error: { message: 'Please complete the security check and try again.', code: 'CHALLENGE_REQUIRED' },
        });
      }
      return created(false);
    });
    renderForm();
    const user = await fillIn('dana@example.com', 'Salt Pine Social', 'No');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Success!', {
        description: "Thanks for signing up! We'll be in touch soon.",
      }),
    );
    expect(sent).toEqual([null, { challenge, solution: expect.objectContaining({ counter: 5 }) }]);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
