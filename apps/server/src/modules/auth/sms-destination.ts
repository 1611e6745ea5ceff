import { SIGN_IN_ABUSE_MESSAGES } from '@perks/contract';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../lib/app-error.ts';

/** Number types that cost the sender extra or cannot take a text; fraud pays itself from them. */
const REFUSED_TYPES = new Set(['PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'UAN', 'VOICEMAIL', 'PAGER']);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "the United States and Canada" style list of the configured countries. */
function placesOf(countries: readonly string[]): string {
  const names = countries.map((code) => countryNames.of(code) ?? code);
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
}

/**
 * Refuses E.164 numbers a code must not be texted to (decision 021): outside the configured
 * countries (SMS_ALLOWED_COUNTRIES; satellite and other non-geographic numbers belong to none),
 * or of a premium-rate, toll-free or shared-cost kind. A 400 naming `phone`.
 */
export function assertTextable(phone: string, allowedCountries: readonly string[], field = 'phone'): void {
  const parsed = parsePhoneNumberFromString(phone);
  const country = parsed?.country;
  if (!country || !allowedCountries.includes(country as CountryCode)) {
    throw new AppError(
      'VALIDATION_ERROR',
      SIGN_IN_ABUSE_MESSAGES.countryNotServed(placesOf(allowedCountries)),
      {
        field,
      },
    );
  }
  const type = parsed.getType();
  if (type && REFUSED_TYPES.has(type)) {
    throw new AppError('VALIDATION_ERROR', SIGN_IN_ABUSE_MESSAGES.numberTypeRefused, { field });
  }
}
