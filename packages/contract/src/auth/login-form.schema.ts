import { z } from 'zod';
import {
  COUNTRY_CODE_PATTERN,
  LOGIN_MESSAGES,
  NATIONAL_NUMBER_PATTERN,
  otpCodePattern,
} from './login-form.ts';

export const ZCountryCode = z
  .string()
  .regex(COUNTRY_CODE_PATTERN, { error: LOGIN_MESSAGES.invalidCountryCode });

export const ZNationalNumber = z
  .string()
  .regex(NATIONAL_NUMBER_PATTERN, { error: LOGIN_MESSAGES.phoneDigits });

export const ZPhoneStep = z.object({ countryCode: ZCountryCode, phoneNumber: ZNationalNumber });
export type TPhoneStep = z.infer<typeof ZPhoneStep>;

/** The code step's check; the server applies it with its configured length. */
export function otpCodeSchema(length: number) {
  return z.string().regex(otpCodePattern(length), { error: LOGIN_MESSAGES.otpLength(length) });
}
