import { PORTLAND_TIME_ZONE } from '@perks/contract';
import { maskPersonalData } from '../../../lib/mask-personal-data.ts';
import type { SmsProvider } from './sms-provider.ts';

// Quiet hours are Portland's, so the time a held text goes is Portland's wall clock.
const portlandClock = new Intl.DateTimeFormat('en-US', {
  timeZone: PORTLAND_TIME_ZONE,
  hourCycle: 'h23',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Development provider: prints each message as one line on the server console instead of
 * sending it, so a fresh clone can sign in with no SMS account. A text held for quiet hours is
 * printed when it is queued, marked with the time it will go. The number is masked like the log's
 * (the code is what a developer needs).
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(private readonly write: (line: string) => void = (line) => console.log(line)) {}

  async send(to: string, body: string): Promise<void> {
    this.write(`[sms] to ${maskPersonalData(to)}: ${oneLine(body)}`);
  }

  held(to: string, body: string, until: Date): void {
    this.write(
      `[sms] held until ${portlandClock.format(until)} to ${maskPersonalData(to)}: ${oneLine(body)}`,
    );
  }
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
