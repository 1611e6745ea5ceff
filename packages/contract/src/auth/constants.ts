/**
 * Sign-in and session numbers (docs/product.md, "Signing in" and "Caching and timings"), including
 * the limits the server enforces. Both sides read them here so the resend timer on screen matches
 * the server's limit.
 */
export const AUTH_LIMITS = {
  /** Default one-time code length; the server may be configured for 6. */
  defaultOtpLength: 4,
  /** A code is valid this long after it is sent. */
  otpValiditySeconds: 5 * 60,
  /** Wrong guesses that burn a code. */
  otpMaxAttempts: 5,
  /** A new code for the same phone may be asked for after this wait. */
  resendWaitSeconds: 60,
  /** Codes one phone may be sent per rolling day. */
  codesPerPhonePerDay: 5,
  /**
   * Codes one client address may ask for per rolling hour (any phones). Generous, because a whole
   * staff may sign up together on one venue's wifi; it stops bulk SMS abuse, not a busy shift.
   */
  codesPerIpPerHour: 60,
  /** Wrong codes per phone (across resends) before even a right one is refused. */
  failuresPerPhonePerHour: 10,
  failuresPerPhonePerDay: 20,
  /** A rotated refresh token presented again within this window gets the same successor. */
  refreshGraceSeconds: 10,
} as const;

export const AUTH_TIMING = {
  /** The client treats a token as expired this long before it really expires. */
  expirySkewMs: 5 * 60 * 1000,
  /** The proactive refresh runs a further 30 seconds before that. */
  proactiveRefreshLeadMs: 5.5 * 60 * 1000,
  /** The success step shows 'Welcome back!' this long before moving on. */
  loginRedirectDelayMs: 1500,
} as const;

/** Browser storage key for the cached current user. */
export const USER_SESSION_STORAGE_KEY = 'user_session';
