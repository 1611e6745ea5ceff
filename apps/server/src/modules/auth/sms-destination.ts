import { SIGN_IN_ABUSE_MESSAGES } from '@perks/contract';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { AppError } from '../../lib/app-error.ts';

/** Number types that cost the sender extra or cannot take a text; fraud pays itself from them. */
const REFUSED_TYPES = new Set(['PREMIUM_RATE', 'TOLL_FREE', 'SHARED_COST', 'UAN', 'VOICEMAIL', 'PAGER']);

/**
 * Non-geographic numbers: no place and no mobile carrier behind them, routed wherever their holder
 * points them, which makes them a favourite of SMS pumping. The `max` metadata knows the codes as
 * they are assigned: +1-500, 521-533, 544, 566, 577, 588 (US personal communications) and +1-622,
 * 633 are PERSONAL_NUMBER; Canada's +1-600 is VOIP. Refusing by type rather than by area code
 * follows the metadata when a new code is opened.
 */
const NON_GEOGRAPHIC_TYPES = new Set(['PERSONAL_NUMBER', 'VOIP']);

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** "the United States and Canada" style list of the configured countries. */
export function placesOf(countries: readonly string[]): string {
  const names = countries.map((code) => countryNames.of(code) ?? code);
  return new Intl.ListFormat('en', { type: 'conjunction' }).format(names);
}

/** Why a code cannot be texted to a number; each caller words it for its own screen. */
type SmsDestinationProblem = 'country' | 'number_type' | 'non_geographic';

/**
 * Why an E.164 number must not be texted a code (decision 021), or null when it may: outside the
 * configured countries (SMS_ALLOWED_COUNTRIES; satellite and other non-geographic numbers belong
 * to none), of a premium-rate, toll-free or shared-cost kind, or a non-geographic personal or VoIP
 * number inside an allowed country (+1-500, +1-600). Sign-in and the staff list both ask, so a
 * listed phone is always one that can sign in.
 */
export function smsDestinationProblem(
  phone: string,
  allowedCountries: readonly string[],
): SmsDestinationProblem | null {
  const parsed = parsePhoneNumberFromString(phone);
  const country = parsed?.country;
  if (!parsed || !country || !allowedCountries.includes(country as CountryCode)) return 'country';
  const type = parsed.getType();
  if (type && REFUSED_TYPES.has(type)) return 'number_type';
  if (type && NON_GEOGRAPHIC_TYPES.has(type)) return 'non_geographic';
  return null;
}

/** Refuses a number sign-in must not text (see smsDestinationProblem): a 400 naming `phone`. */
export function assertTextable(phone: string, allowedCountries: readonly string[], field = 'phone'): void {
  const problem = smsDestinationProblem(phone, allowedCountries);
  if (problem === null) return;
  const message =
    problem === 'country'
      ? SIGN_IN_ABUSE_MESSAGES.countryNotServed(placesOf(allowedCountries))
      : problem === 'number_type'
        ? SIGN_IN_ABUSE_MESSAGES.numberTypeRefused
        : SIGN_IN_ABUSE_MESSAGES.nonGeographicRefused;
  throw new AppError('VALIDATION_ERROR', message, { field });
}
