import { RETENTION, retentionPeriods, SUPPORT_FORM_PATH } from '@perks/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { fail } from '@/test/stub-api';

const periods = retentionPeriods({ textMessagesDays: 45, emailMessagesDays: 20, pageViewsDays: 732 });

describe('/privacy', () => {
  it("states the server's retention periods, as GET /legal/retention answers them", async () => {
    renderRoute('/privacy', { api: { 'GET /legal/retention': () => periods } });
    expect(
      await screen.findByText('The texts we sent you: 45 days after they were sent.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('The e-mails we sent you: 20 days after they were sent.')).toBeInTheDocument();
    expect(screen.getByText('One-time sign-in codes: deleted 1 day after they expire.')).toBeInTheDocument();
    expect(
      screen.getByText(`Records of sign-in codes asked for and tried: ${RETENTION.signInEventsDays} days.`),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Page-view counts (per page and day, not per person): 732 days.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('This page is coming soon.')).toBeNull();
  }, 20_000);

  it('says so when the periods cannot be loaded, with a way to try again', async () => {
    renderRoute('/privacy', { api: { 'GET /legal/retention': () => fail(503, 'SERVICE_UNAVAILABLE', 'x') } });
    expect(
      await screen.findByText('The retention periods could not be loaded.', undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  }, 20_000);
});

describe('/terms', () => {
  it('states the texting terms carriers ask for', async () => {
    renderRoute('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms of Service' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Msg & data rates may apply\. Reply STOP to stop, HELP for help\./),
    ).toBeInTheDocument();
  }, 20_000);
});

describe('/support', () => {
  it('answers the common questions and has a plain contact form posting to the leads path', async () => {
    renderRoute('/support');
    const form = await screen.findByRole('form', { name: 'Contact support' }, { timeout: 10_000 });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', SUPPORT_FORM_PATH);
    expect(within(form).getByLabelText('Your e-mail')).toHaveAttribute('name', 'email');
    expect(within(form).getByLabelText('Message')).toHaveAttribute('name', 'message');
    const questions = within(screen.getByRole('region', { name: 'Common questions' })).getAllByRole(
      'heading',
      {
        level: 3,
      },
    );
    expect(questions).toHaveLength(10);
    expect(screen.getByRole('heading', { name: 'My member card does not work offline' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My sign-in code does not arrive' })).toBeInTheDocument();
  }, 20_000);

  it('says how the form went, from the address the server sent the browser to', async () => {
    const sent = renderRoute('/support?contact=sent');
    expect(
      await screen.findByText('Thank you: your message was sent. We answer by e-mail.', undefined, {
        timeout: 10_000,
      }),
    ).toBeInTheDocument();
    sent.unmount();
    const invalid = renderRoute('/support?contact=invalid');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please give a valid e-mail address and a message of at most 2000 characters.',
    );
    invalid.unmount();
    renderRoute('/support?contact=busy');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages from this network.');
  }, 20_000);
});
