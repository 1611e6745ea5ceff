/**
 * The one error type every API call rejects with, so screens and the query client can read
 * `status` and `code` without guessing at the shape of whatever went wrong.
 */
export interface ApiErrorInit {
  message: string;
  code: string;
  /** HTTP status; 0 when no response arrived (network failure). */
  status?: number;
  details?: unknown;
  /** The form field the server blamed, when it named one. */
  field?: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly details?: unknown;
  readonly field?: string;

  constructor({ message, code, status = 0, details, field }: ApiErrorInit) {
    super(message);
    this.code = code;
    this.status = status;
    this.details = details;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True for 4xx answers: the request itself is wrong, so repeating it cannot help. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

/**
 * The message of a 400 that names `field`: from an ApiError, or from the same fields on an error a
 * server-rendered page carried over as JSON (its status as `status` or `statusCode`).
 */
export function refusedFieldMessage(error: unknown, field: string): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const refused = error as { field?: unknown; message?: unknown; status?: unknown; statusCode?: unknown };
  const status = refused.status ?? refused.statusCode;
  return refused.field === field && status === 400 && typeof refused.message === 'string'
    ? refused.message
    : undefined;
}
