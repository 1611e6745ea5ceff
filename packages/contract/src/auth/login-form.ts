import { z } from 'zod';

/**
 * The login screen's rules and words (document 1, section 5 "Login"). Pure functions and schemas,
 * so the form and its tests use exactly the same checks.
 */
export const LOGIN_MESSAGES = {
  invalidCountryCode: 'Invalid country code format',
  phoneDigits: 'Phone number must be 10 digits',
  otpLength: (length: number) => `OTP must be exactly ${length} digits`,
  sendFailed: 'Failed to send OTP. Please try again.',
  verifyFailed: 'Invalid OTP. Please try again.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  sendFailedToast: 'Failed to send OTP',
  verifyFailedToast: 'Invalid OTP',
  sentToast: 'OTP sent to your phone!',
  resentToast: 'New OTP sent to your phone!',
  loggedInToast: 'Successfully logged in!',
  loggedOutToast: 'Logged out successfully',
  welcomeBack: 'Welcome back!',
} as const;

export const DEFAULT_COUNTRY_CODE = '+1';
export const NATIONAL_NUMBER_LENGTH = 10;

export const ZCountryCode = z.string().regex(/^\+\d{1,4}$/, { error: LOGIN_MESSAGES.invalidCountryCode });

export const ZNationalNumber = z
  .string()
  .regex(new RegExp(`^\\d{${NATIONAL_NUMBER_LENGTH}}$`), { error: LOGIN_MESSAGES.phoneDigits });

export const ZPhoneStep = z.object({ countryCode: ZCountryCode, phoneNumber: ZNationalNumber });
export type TPhoneStep = z.infer<typeof ZPhoneStep>;

export function otpCodeSchema(length: number) {
  return z.string().regex(new RegExp(`^\\d{${length}}$`), { error: LOGIN_MESSAGES.otpLength(length) });
}

/** Typed input keeps digits only: "(207) 555-0100" becomes "2075550100". */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** The send button wakes up at 10 digits; the exact-length check runs on submit. */
export function canSendCode(phoneNumber: string): boolean {
  return digitsOnly(phoneNumber).length >= NATIONAL_NUMBER_LENGTH;
}

/** The number as sent to the API: international format with a plus. */
export function toInternational(countryCode: string, phoneNumber: string): string {
  return `+${digitsOnly(countryCode)}${digitsOnly(phoneNumber)}`;
}

/**
 * Display format (xxx) xxx-xxxx for ten-digit (NANP) numbers, with or without +1 in front.
 * Anything else is shown as given rather than mangled.
 */
export function formatPhoneDisplay(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = digitsOnly(phone);
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== NATIONAL_NUMBER_LENGTH) return phone;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
