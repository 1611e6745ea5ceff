import { type AlertChannel, formatTime12h, type TJobAlert } from '@perks/contract';

const CHANNEL_WORDS: Record<AlertChannel, string> = { email: 'E-mail', sms: 'Text message' };

/** 'Instantly' or 'Daily at 8:00 AM (Portland time)'. */
export function frequencyWords(alert: Pick<TJobAlert, 'frequency' | 'digest_time'>): string {
  return alert.frequency === 'instant'
    ? 'Instantly'
    : `Daily at ${formatTime12h(alert.digest_time)} (Portland time)`;
}

/** 'E-mail', 'Text message' or 'E-mail and text message'. */
export function channelWords(channels: readonly AlertChannel[]): string {
  const words = channels.map((channel) => CHANNEL_WORDS[channel]);
  return words.length === 2 ? `${words[0]} and ${words[1]?.toLowerCase()}` : (words[0] ?? 'Nowhere');
}
