import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { AlertChannel, TJobAlert } from '@perks/contract';

/** A digest time ('18:30', Portland) as the reader's clock writes it: '6:30 PM', '18:30'. */
function digestTimeWords(i18n: I18n, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const at = new Date(2000, 0, 1, hours, minutes);
  return i18n.date(at, { hour: 'numeric', minute: '2-digit' });
}

/** 'Instantly' or 'Daily at 8:00 AM (Portland time)'. */
export function frequencyWords(i18n: I18n, alert: Pick<TJobAlert, 'frequency' | 'digest_time'>): string {
  if (alert.frequency === 'instant') return t(i18n)`Instantly`;
  const time = digestTimeWords(i18n, alert.digest_time);
  return t(i18n)`Daily at ${time} (Portland time)`;
}

/** 'E-mail', 'Text message' or 'E-mail and text message'. */
export function channelWords(i18n: I18n, channels: readonly AlertChannel[]): string {
  const email = channels.includes('email');
  const sms = channels.includes('sms');
  if (email && sms) return t(i18n)`E-mail and text message`;
  if (email) return t(i18n)`E-mail`;
  if (sms) return t(i18n)`Text message`;
  return t(i18n)`Nowhere`;
}
