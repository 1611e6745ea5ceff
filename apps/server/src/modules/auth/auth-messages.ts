import { inEnglish, type Translate } from '@perks/contract';

/** What the sign-in endpoints say when they refuse; the login screen shows these as they are. */
export const AUTH_MESSAGES = {
  codeSent: 'OTP sent to your phone',
  resendTooSoon: (seconds: number, t: Translate = inEnglish) =>
    t('Please wait {seconds} seconds before requesting a new code.', { seconds }),
  tooManyCodes: 'Too many codes have been requested for this number. Please try again later.',
  tooManyFromNetwork: 'Too many codes have been requested from this network. Please try again later.',
  tooManyFailures: 'Too many failed attempts. Please try again later.',
  smsFailed: 'We could not send the code. Please try again.',
  accountDisabled: 'This account has been disabled.',
  signInRequired: 'Authentication required',
  tokenExpired: 'Your session has expired. Please sign in again.',
  tokenInvalid: 'Invalid access token',
  sessionEnded: 'Your session has ended. Please sign in again.',
  adminRequired: 'You need administrator privileges to do that.',
  permissionRequired: "You don't have the required permissions to do that.",
  crossOrigin: 'Cross-origin request refused',
} as const;
