import { FORMAT_MESSAGES } from '@perks/contract';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../lib/app-error.ts';

// The product serves one US city, so a number typed without a country code is read as a US one.
const DEFAULT_COUNTRY = 'US';

/**
 * E.164 form of a phone number ("+12075550100"), or null when it is not a real, dialable number.
 * The full metadata is used so a number with a plausible length but an impossible area code or
 * exchange is refused too.
 */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), DEFAULT_COUNTRY);
  return parsed?.isValid() ? parsed.number : null;
}

/** Like `toE164`, but a bad number is the caller's mistake: a 400 naming the field. */
export function requireE164(input: string, field = 'phone'): string {
  const phone = toE164(input);
  if (!phone) throw new AppError('VALIDATION_ERROR', FORMAT_MESSAGES.phone, { field });
  return phone;
}
