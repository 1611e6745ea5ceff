import type { SmsProvider } from './sms-provider.ts';

/**
 * Development provider: prints each message as one line on the server console instead of
 * sending it, so a fresh clone can sign in with no SMS account.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(to: string, body: string): Promise<void> {
    this.write(`[sms] to ${to}: ${body.replace(/\s+/g, ' ')}`);
  }
}
