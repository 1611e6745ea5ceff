import { inEnglish, type Translate } from '../i18n/translate.ts';
/**
 * What sign-in says when it refuses for abuse reasons (docs/decisions/021-sign-in-abuse-budgets.md).
 * The login screen shows these as they are.
 */
export const SIGN_IN_ABUSE_MESSAGES = {
  /**
   * One answer for a number that never asked for a code and for a code that expired, was used or
   * was voided, so the check cannot tell which numbers have signed in.
   */
  codeNotValid: 'This code is not valid or has expired. Please request a new one.',
  tooManyFailuresFromNetwork: 'Too many failed attempts from this network. Please try again later.',
  countryNotServed: (places: string, t: Translate = inEnglish) =>
    t('We can only text codes to phone numbers in {places}.', { places }),
  numberTypeRefused:
    'We cannot text codes to premium-rate, toll-free, shared-cost or satellite numbers. Please use a mobile number.',
  /** +1-500 and the other personal-communications codes, Canada's +1-600 and +1-622 (no place, no carrier of record). */
  nonGeographicRefused:
    'We cannot text codes to non-geographic numbers such as +1 500 and +1 600 numbers. Please use a mobile number.',
  smsCapReached: 'We cannot send codes right now. Please try again later.',
} as const;
