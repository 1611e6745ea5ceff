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
  /**
   * Budgets against guessing and SMS abuse (docs/decisions/021-sign-in-abuse-budgets.md). A
   * "network" is one client address, or one /64 for IPv6 (one subscriber's whole block). A
   * refusal (429) lands only on the (phone, network) pair or the network that spent the budget;
   * pressure on a phone from many networks asks everyone for a proof-of-work challenge instead,
   * so a stranger can slow a person's sign-in down but never block it.
   */
  /** Codes one network may have sent to one phone per rolling day. */
  codesPerPairPerDay: 5,
  /** Past this many codes to one phone in a rolling day (from anywhere), sending needs a challenge. */
  codesPerPhoneBeforeChallenge: 5,
  /**
   * Codes one network may ask for per rolling hour (any phones). Generous, because a whole staff
   * may sign up together on one venue's wifi; past `codesPerNetworkBeforeChallenge` each one needs
   * a challenge, which a person never notices and a script pays for.
   */
  codesPerNetworkPerHour: 60,
  codesPerNetworkBeforeChallenge: 10,
  /** Wrong codes (and checks with no live code) one network may make on one phone. */
  failuresPerPairPerHour: 10,
  failuresPerPairPerDay: 20,
  /** Wrong codes one network may make across all phones: caps guessing one code of many. */
  failuresPerNetworkPerHour: 30,
  failuresPerNetworkPerDay: 100,
  /** Past this many failures on one phone (from anywhere), sending and checking need a challenge. */
  failuresPerPhoneBeforeChallengePerHour: 10,
  failuresPerPhoneBeforeChallengePerDay: 20,
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
