import { ALERT_EMAIL_LINK_INVALID } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { fail } from '@/test/stub-api';

describe('Alert e-mail confirmation link', () => {
  it('confirms the address at once, without signing in, and says so', async () => {
    const tokens: unknown[] = [];
    const { requests } = renderRoute('/alerts/confirm/signed.token-1', {
      api: {
        'POST /job-alerts/email/confirm': ({ body, headers }) => {
          tokens.push([body, headers.get('authorization')]);
          return { address: 'sam@mail.example', confirmed: true };
        },
      },
    });
    expect(await screen.findByText(/Confirmed: job alerts will be e-mailed to/)).toHaveTextContent(
      'sam@mail.example',
    );
    expect(screen.getByRole('link', { name: 'Manage your alerts' })).toHaveAttribute('href', '/alerts');
    expect(tokens).toEqual([[{ token: 'signed.token-1' }, null]]);
    expect(requests.filter((request) => request.url.pathname.endsWith('/email/confirm'))).toHaveLength(1);
  });

  it("shows the server's word for a link that is used up or altered, with a way to send a new one", async () => {
    renderRoute('/alerts/confirm/bad', {
      api: {
        'POST /job-alerts/email/confirm': () => fail(400, 'VALIDATION_ERROR', ALERT_EMAIL_LINK_INVALID),
      },
    });
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(ALERT_EMAIL_LINK_INVALID);
    expect(within(refusal).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(refusal).getByRole('link', { name: 'Go to job alerts' })).toHaveAttribute(
      'href',
      '/alerts',
    );
  });

  it('offers Try again when the server could not answer, and confirms on the retry', async () => {
    let answers = 0;
    renderRoute('/alerts/confirm/signed.token-2', {
      api: {
        'POST /job-alerts/email/confirm': () => {
          answers += 1;
          return answers === 1
            ? fail(503, 'SERVICE_UNAVAILABLE', 'Try later')
            : { address: 'sam@mail.example', confirmed: true };
        },
      },
    });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Your address could not be confirmed just now.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Confirmed: job alerts will be e-mailed to/)).toBeInTheDocument();
  });
});
