import { ERROR_STATUS, type ErrorCode } from '@perks/contract';

/**
 * The one error type route handlers and repositories throw. The error handler maps `code` to the
 * HTTP status and the `{ success: false, error }` body; nothing else decides statuses.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly field?: string;
  readonly details?: unknown;
  /** Extra response headers, e.g. Retry-After on a 429. */
  readonly headers?: Record<string, string>;
  /**
   * The budget that refused the request, for the metrics' refusals per budget; a 429 without one
   * is counted under its route key.
   */
  readonly budget?: string;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: {
      field?: string;
      details?: unknown;
      headers?: Record<string, string>;
      cause?: unknown;
      budget?: string;
    } = {},
  ) {
    // The cause goes to the log (stripped of bound parameters), never into the response.
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
    this.field = options.field;
    this.details = options.details;
    this.headers = options.headers;
    this.budget = options.budget;
  }
}

export const notFound = (message = 'Resource not found') => new AppError('NOT_FOUND', message);
