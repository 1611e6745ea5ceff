import type { SmsProvider } from './sms-provider.ts';

export interface HttpSmsOptions {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  timeoutMs?: number;
}

/**
 * An SMS gateway with Twilio's REST shape: POST {base}/2010-04-01/Accounts/{sid}/Messages.json,
 * form-encoded To/From/Body, basic auth with the account SID and auth token. Twilio itself and
 * compatible gateways accept it unchanged.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';
  private readonly url: string;
  private readonly authorization: string;

  constructor(private readonly options: HttpSmsOptions) {
    const base = options.baseUrl.replace(/\/+$/, '');
    this.url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
    this.authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  }

  async send(to: string, body: string): Promise<void> {
    const response = await fetch(this.url, {
      method: 'POST',
      headers: { authorization: this.authorization, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ To: to, From: this.options.from, Body: body }).toString(),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 200);
      throw new Error(`SMS gateway answered ${response.status}: ${detail}`);
    }
  }
}
