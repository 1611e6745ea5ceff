import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailTransport } from './mail-transport.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mail transport', () => {
  it('prints e-mail on the console without SMTP_URL, links and unsubscribe header included', async () => {
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    const transport = createMailTransport({
      NODE_ENV: 'development',
      SMTP_URL: undefined,
      MAIL_FROM: undefined,
    });
    expect(transport?.name).toBe('console');
    await transport?.send({
      to: 'sam@example.com',
      subject: 'Confirm your e-mail for job alerts',
      text: 'Confirm my e-mail: http://localhost:3000/alerts/confirm/abc',
      html: '<p>x</p>',
      unsubscribeUrl: 'http://localhost:3000/api/v1/job-alerts/unsubscribe/abc',
    });
    expect(printed.join('\n')).toContain('[mail] to s•••@example.com: Confirm your e-mail for job alerts');
    expect(printed.join('\n')).toContain('http://localhost:3000/alerts/confirm/abc');
    expect(printed.join('\n')).toContain(
      'List-Unsubscribe: <http://localhost:3000/api/v1/job-alerts/unsubscribe/abc>',
    );
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const transport = createMailTransport({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_FROM: 'Perks <a@b.example>',
    });
    expect(transport?.name).toBe('smtp');
    transport?.close();
  });

  it('has no transport in production without SMTP_URL: e-mail is off, never printed', () => {
    expect(
      createMailTransport({ NODE_ENV: 'production', SMTP_URL: undefined, MAIL_FROM: undefined }),
    ).toBeUndefined();
  });
});
