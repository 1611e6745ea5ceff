import { ALERT_LINKS_EXHAUSTED, UNSUBSCRIBE_LINK_INVALID } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { fail } from '@/test/stub-api';

/** The page a post without the script comes back to (`?done=1`, `?busy=1`), the alert as it stands. */
const renderReturnFromPost = (query: string, unsubscribed: boolean) =>
  renderRoute(`/alerts/unsubscribe/tok.en${query}`, {
    api: {
      'GET /job-alerts/unsubscribe/{token}': () => ({ alert_name: 'Evening bar shifts', unsubscribed }),
    },
  });

describe('Unsubscribe link screen', () => {
  it('says what will stop, and stops it with one button, without signing in', async () => {
    const posted: string[] = [];
    renderRoute('/alerts/unsubscribe/tok.en', {
      api: {
        'GET /job-alerts/unsubscribe/{token}': () => ({
          alert_name: 'Evening bar shifts',
          unsubscribed: false,
        }),
        'POST /job-alerts/unsubscribe/{token}': ({ params }) => {
          posted.push(params.token);
          return { alert_name: 'Evening bar shifts', unsubscribed: true };
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from job alerts' }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/You will stop getting e-mails for the job alert/)).toHaveTextContent(
      '"Evening bar shifts"',
    );
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    // A plain form to the one-click address, so it works before (or without) the script.
    const form = button.closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/v1/job-alerts/unsubscribe/tok.en');
    expect(form?.querySelector('input[name="List-Unsubscribe"]')).toHaveValue('One-Click');
    expect(posted).toEqual([]);

    await userEvent.click(button);
    expect(
      await screen.findByText(/Unsubscribed\. No more e-mails for "Evening bar shifts"\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/alerts');
    expect(posted).toEqual(['tok.en']);
  });

  it('says so when the link was already used, and after a post without the script', async () => {
    renderReturnFromPost('?done=1', true);
    expect(await screen.findByText(/No more e-mails for "Evening bar shifts"/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('says to try later, and keeps the button, when a post without the script found the budget spent', async () => {
    renderReturnFromPost('?busy=1', false);
    expect(await screen.findByRole('alert')).toHaveTextContent(ALERT_LINKS_EXHAUSTED);
    expect(screen.getByRole('button', { name: 'Unsubscribe' })).toBeInTheDocument();
  });

  it('keeps the button when the network has opened too many links: unsubscribing has its own budget', async () => {
    const posted: string[] = [];
    renderRoute('/alerts/unsubscribe/tok.en', {
      api: {
        'GET /job-alerts/unsubscribe/{token}': () =>
          fail(429, 'RATE_LIMITED', 'Too many requests from this network. Please try again later.'),
        'POST /job-alerts/unsubscribe/{token}': ({ params }) => {
          posted.push(params.token);
          return { alert_name: 'Evening bar shifts', unsubscribed: true };
        },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByText(/Unsubscribed\. No more e-mails for "Evening bar shifts"\./),
    ).toBeInTheDocument();
    expect(posted).toEqual(['tok.en']);
  });

  it("shows the server's word for a link that is not valid", async () => {
    renderRoute('/alerts/unsubscribe/forged', {
      api: {
        'GET /job-alerts/unsubscribe/{token}': () => fail(400, 'VALIDATION_ERROR', UNSUBSCRIBE_LINK_INVALID),
      },
    });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(UNSUBSCRIBE_LINK_INVALID);
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('keeps the button when stopping failed for a moment, and says to try again', async () => {
    let answers = 0;
    renderRoute('/alerts/unsubscribe/tok.en', {
      api: {
        'GET /job-alerts/unsubscribe/{token}': () => ({
          alert_name: 'Evening bar shifts',
          unsubscribed: false,
        }),
        'POST /job-alerts/unsubscribe/{token}': () => {
          answers += 1;
          return answers === 1
            ? fail(503, 'SERVICE_UNAVAILABLE', 'Try later')
            : { alert_name: 'Evening bar shifts', unsubscribed: true };
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That did not work just now. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Unsubscribed.');
    expect(
      within(screen.getByRole('status')).getByRole('link', { name: 'Manage your alerts' }),
    ).toBeInTheDocument();
  });
});
