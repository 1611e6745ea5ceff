/**
 * The server's error codes and the HTTP status each one maps to. The server throws
 * `AppError(code, ...)`; one handler turns it into `{ success: false, error }`.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  /**
   * An admin's passkey check is missing or older than 12 hours (decision 103): prove the passkey
   * (POST /auth/passkeys/step-up) or a recovery code, then send the request again.
   */
  PASSKEY_REQUIRED: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  /** A proof-of-work challenge must be solved first (GET /challenge), then the request sent again. */
  CHALLENGE_REQUIRED: 428,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What the server answers when it is too busy for a request (docs/decisions/077-…). */
export const LOAD_MESSAGES = {
  /** One network has more requests in flight on an instance than its share. */
  networkBusy: 'Too many requests at once from your network. Please try again in a moment.',
  /** The instance is lagging and takes no new work until it has caught up. */
  overloaded: 'Service unavailable. Please try again later.',
} as const;

export interface ApiErrorBody {
  message: string;
  code: string;
  details?: unknown;
  field?: string;
}

export interface ApiErrorEnvelope {
  success: false;
  error: ApiErrorBody;
}

export interface ApiSuccessEnvelope<T> {
  success: true;
  data: T;
}

/** The totals beside every list body's `data`: where this page stands among all the rows. */
export interface PageTotals {
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNext: boolean;
  hasPrev: boolean;
}

/** List bodies read by the job board and directory screens. */
export interface PaginatedList<T> extends PageTotals {
  data: T[];
}
