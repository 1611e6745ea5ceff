import { i18n } from '@lingui/core';
import {
  CLIENT_ERRORS,
  fillPath,
  type HttpMethod,
  type RouteData,
  type RouteInput,
  type RouteKeyOf,
  type RoutePath,
} from '@perks/contract';
import { ApiError } from './api-error';
import { isAbort, parseApiResponse, type ResponseCheck } from './api-response';
import { checkAgainstRouteTable } from './api-response-check';
import { buildApiUrl, type QueryParams } from './api-url';

/**
 * The one way the web app talks to the API (docs/product.md, "Signing in" and
 * "Errors the app shows"). It adds cookies, JSON headers and the access token, turns every failure
 * into an `ApiError` from the error catalogue, and on an expired token asks the auth feature to
 * refresh once before giving up.
 */
export { ApiError, isApiError } from './api-error';

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
  /** Runs on every successful answer before it is unwrapped (the route table's check). */
  check?: ResponseCheck;
  /** A successful answer is a file (an image the server guards), answered as a Blob; errors read as JSON. */
  blob?: boolean;
}

type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;
type UnauthorizedHandler = () => boolean | Promise<boolean>;

// The auth feature plugs these in at start-up; until then requests go out anonymous.
let tokenProvider: TokenProvider | null = null;
let unauthorizedHandler: UnauthorizedHandler | null = null;
let refreshInFlight: Promise<boolean> | null = null;
let passkeyHandler: UnauthorizedHandler | null = null;
let passkeyInFlight: Promise<boolean> | null = null;

export function setAccessTokenProvider(provider: TokenProvider | null): void {
  tokenProvider = provider;
}

/** The handler refreshes the session and resolves true when a retry may succeed. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

/**
 * The handler asks an admin for their passkey (or a recovery code) when the server answers 403
 * PASSKEY_REQUIRED (decision 103), and resolves true once it is proved, so the request goes again.
 */
export function setPasskeyRequiredHandler(handler: UnauthorizedHandler | null): void {
  passkeyHandler = handler;
}

/** Whether a refusal is the server asking for a passkey check first. */
async function asksForPasskey(response: Response): Promise<boolean> {
  if (response.status !== 403 || !passkeyHandler) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown } } | null;
  return body?.error?.code === 'PASSKEY_REQUIRED';
}

/** Many calls can be refused at once; they all wait on the same passkey prompt. */
function proveStepUp(): Promise<boolean> {
  const handler = passkeyHandler;
  if (!handler) return Promise.resolve(false);
  passkeyInFlight ??= Promise.resolve()
    .then(() => handler())
    .then(
      (ok) => ok === true,
      () => false,
    )
    .finally(() => {
      passkeyInFlight = null;
    });
  return passkeyInFlight;
}

/**
 * The transport under `api`: sends, refreshes once on a refused token, and reads the answer as
 * api-response.ts does. It knows nothing of the route table; feature code calls `api` instead.
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<unknown> {
  const first = await send(path, options);
  // An admin whose passkey check is missing or stale proves it, then the request goes again.
  if (!(await asksForPasskey(first.response))) return withRefresh(first, path, options);
  if (!(await proveStepUp())) return parseApiResponse(first.response, options.check);
  return withRefresh(await send(path, options), path, options);
}

/** An answer (a Blob for `blob` calls that succeed), as JSON otherwise. */
function readAnswer(response: Response, options: ApiRequestOptions): Promise<unknown> {
  return options.blob && response.ok
    ? readBlob(response, options.signal)
    : parseApiResponse(response, options.check);
}

/** An answer, or, when the token was refused, the answer after one refresh. */
async function withRefresh(
  first: Awaited<ReturnType<typeof send>>,
  path: string,
  options: ApiRequestOptions,
): Promise<unknown> {
  if (first.response.status !== 401 || !first.sentToken) return readAnswer(first.response, options);

  // The token was refused: refresh once, retry once, and let a second refusal speak for itself.
  if (!(await refreshSession())) throw new ApiError(CLIENT_ERRORS.AUTH_FAILED);
  const retry = await send(path, options);
  return readAnswer(retry.response, options);
}

/** A file's bytes; a connection dropped mid-body is a network error. */
async function readBlob(response: Response, signal: AbortSignal | undefined): Promise<Blob> {
  try {
    return await response.blob();
  } catch (error) {
    if (isAbort(error, signal)) throw error;
    throw new ApiError(CLIENT_ERRORS.NETWORK_ERROR);
  }
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
  // The server writes its messages (errors, validation) in the language the app is shown in.
  const headers = new Headers({
    'Accept-Language': i18n.locale || 'en',
    ...options.headers,
    Accept: options.blob ? 'image/*, application/json' : 'application/json',
  });
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

/** Options of one call: the route's params, query and body, plus transport settings. */
type CallOptions<K extends RouteKeyOf<HttpMethod, string>> = RouteInput<K> &
  Pick<ApiRequestOptions, 'skipAuth' | 'signal' | 'headers'>;

// Options may be left out only when the route needs no params and no body.
type CallArgs<K extends RouteKeyOf<HttpMethod, string>> =
  object extends RouteInput<K> ? [options?: CallOptions<K>] : [options: CallOptions<K>];

function caller<M extends HttpMethod>(method: M) {
  return async <P extends RoutePath<M>>(
    path: P,
    ...[options]: CallArgs<RouteKeyOf<M, P>>
  ): Promise<RouteData<RouteKeyOf<M, P>>> => {
    const { params, query, body, ...transport } = (options ?? {}) as {
      params?: Record<string, unknown>;
      query?: QueryParams;
      body?: unknown;
    } & Pick<ApiRequestOptions, 'skipAuth' | 'signal' | 'headers'>;
    const key = `${method} ${path}`;
    const data = await apiRequest(fillPath(path, params), {
      ...transport,
      method,
      query,
      body,
      check: (status, answer) => checkAgainstRouteTable(key, status, answer),
    });
    // The route table types the answer; in development and tests the check above has proved it.
    return data as RouteData<RouteKeyOf<M, P>>;
  };
}

/**
 * Calls typed by the contract's route table: `api.get('/jobs/{id}', { params: { id } })`. A path
 * the table lacks, a missing param or a wrong body fails to compile, and the answer's type is the
 * route's declared response.
 */
export const api = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
