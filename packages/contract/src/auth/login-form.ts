import { inEnglish, type Translate } from '../i18n/translate.ts';
/**
 * The login screen's rules and words (docs/product.md, "Signing in"). Plain patterns and pure
 * checks, so the screen needs no zod; the schemas the server applies (login-form.schema.ts) are
 * built on the same patterns and messages.
 */
export const LOGIN_MESSAGES = {
  invalidCountryCode: 'Invalid country code format',
  phoneDigits: 'Phone number must be 10 digits',
  otpLength: (length: number, t: Translate = inEnglish) =>
    t('OTP must be exactly {length} digits', { length }),
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
  nameFailed: 'Your name could not be saved. Try again, or skip for now.',
} as const;

export const DEFAULT_COUNTRY_CODE = '+1';
export const NATIONAL_NUMBER_LENGTH = 10;

/** A plus and one to four digits. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,4}$/;
/** Exactly ten digits, nothing else. */
export const NATIONAL_NUMBER_PATTERN = new RegExp(`^\\d{${NATIONAL_NUMBER_LENGTH}}$`);

/** Exactly `length` digits: the one-time code as the server was configured to send it. */
export function otpCodePattern(length: number): RegExp {
  return new RegExp(`^\\d{${length}}$`);
}

/** The phone step's two fields as typed. */
export interface PhoneStepValues {
  countryCode: string;
  phoneNumber: string;
}

export type PhoneStepErrors = Partial<Record<keyof PhoneStepValues, string>>;

/** Each field's message, or none for a field that passes (the same checks as ZPhoneStep). */
export function phoneStepErrors(values: PhoneStepValues): PhoneStepErrors {
  const errors: PhoneStepErrors = {};
  if (!COUNTRY_CODE_PATTERN.test(values.countryCode)) errors.countryCode = LOGIN_MESSAGES.invalidCountryCode;
  if (!NATIONAL_NUMBER_PATTERN.test(values.phoneNumber)) errors.phoneNumber = LOGIN_MESSAGES.phoneDigits;
  return errors;
}

/** 'OTP must be exactly 4 digits' (or the configured length) unless the code is exactly that. */
export function otpCodeError(code: string, length: number): string | null {
  return otpCodePattern(length).test(code) ? null : LOGIN_MESSAGES.otpLength(length);
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
