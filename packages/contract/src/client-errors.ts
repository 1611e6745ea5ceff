/**
 * The web client's error catalogue (docs/product.md, "Errors the app shows"). Every failed call
 * becomes one of these, so screens show the same words for the same situation.
 */
export const CLIENT_ERRORS = {
  NETWORK_ERROR: {
    message: 'Network error. Please check your connection.',
    code: 'NETWORK_ERROR',
    status: 0,
  },
  INVALID_RESPONSE: { message: 'Invalid response format', code: 'INVALID_RESPONSE' },
  AUTH_FAILED: { message: 'Authentication failed', code: 'AUTH_FAILED', status: 401 },
  INVALID_REFRESH_RESPONSE: { message: 'Invalid refresh response format', code: 'INVALID_REFRESH_RESPONSE' },
} as const;

/** What a failed status says when the answer brought no message of its own (a proxy's page, say). */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request. Please check your input.',
  401: 'Authentication required. Please log in.',
  403: "Access denied. You don't have permission.",
  404: 'Resource not found.',
  409: 'Conflict. The resource already exists.',
  422: 'Validation error. Please check your input.',
  429: 'Too many requests. Please try again later.',
  500: 'Server error. Please try again later.',
  502: 'Service unavailable. Please try again later.',
  503: 'Service unavailable. Please try again later.',
};

/** The fallback message and code for a failed status when the server sent no error of its own. */
export function statusError(status: number): { message: string; code: string; status: number } {
  return {
    message: STATUS_MESSAGES[status] ?? `Request failed with status ${status}`,
    code: `HTTP_${status}`,
    status,
  };
}
