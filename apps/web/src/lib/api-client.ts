import { CLIENT_ERRORS } from '@perks/contract';
import { ApiError } from './api-error';
import { isAbort, parseApiResponse } from './api-response';
import { buildApiUrl, type QueryParams } from './api-url';

/**
 * The one way the web app talks to the API (document 1, sections 7 and 8). It adds cookies, JSON
 * headers and the access token, turns every failure into an `ApiError` from the spec's catalogue,
 * and on an expired token asks the auth feature to refresh once before giving up.
 */
export { ApiError, isApiError } from './api-error';
export type { QueryParams } from './api-url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON, except FormData, which the browser encodes as multipart itself. */
  body?: unknown;
  query?: QueryParams;
  /** Send no token and never trigger a refresh (sign-in, refresh and public calls). */
  skipAuth?: boolean;
  signal?: AbortSignal;
  /** Extra request headers, e.g. Idempotency-Key on a create. */
  headers?: Record<string, string>;
}

type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;
type UnauthorizedHandler = () => boolean | Promise<boolean>;

// The auth feature plugs these in at start-up; until then requests go out anonymous.
let tokenProvider: TokenProvider | null = null;
let unauthorizedHandler: UnauthorizedHandler | null = null;
let refreshInFlight: Promise<boolean> | null = null;

export function setAccessTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/** The handler refreshes the session and resolves true when a retry may succeed. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const first = await send(path, options);
  if (first.response.status !== 401 || !first.sentToken) return parseApiResponse<T>(first.response);

  // The token was refused: refresh once, retry once, and let a second refusal speak for itself.
  if (!(await refreshSession())) throw new ApiError(CLIENT_ERRORS.AUTH_FAILED);
  const retry = await send(path, options);
  return parseApiResponse<T>(retry.response);
}

/** Many calls can fail with 401 at once; they all wait on the same refresh. */
function refreshSession(): Promise<boolean> {
  const handler = unauthorizedHandler;
  if (!handler) return Promise.resolve(false);
  // Started on a later tick so that even a handler that throws at once clears the slot after it is set.
  refreshInFlight ??= Promise.resolve()
    .then(() => handler())
    .then(
      (ok) => ok === true,
      () => false,
    )
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

async function send(path: string, options: ApiRequestOptions) {
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  const token = options.skipAuth ? null : await tokenProvider?.();
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body; // the browser sets the multipart boundary in Content-Type
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }

  try {
    const response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
    return { response, sentToken: Boolean(token) };
  } catch (error) {
    // A cancelled request is not a failure: TanStack Query expects the abort to propagate.
    if (isAbort(error, options.signal)) throw error;
    throw new ApiError(CLIENT_ERRORS.NETWORK_ERROR);
  }
}

type CallOptions = Omit<ApiRequestOptions, 'method' | 'body'>;

/** Shorthands so feature fetchers read like the spec's call table. */
export const api = {
  get: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: CallOptions) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: CallOptions) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
