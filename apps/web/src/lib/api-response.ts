import { CLIENT_ERRORS, statusError } from '@perks/contract';
import { ApiError } from './api-error';

/**
 * Reads an API response (docs/product.md, "Errors the app shows"): `{ success: true, data }` gives
 * data; any other 2xx body without an error gives the body; everything else becomes an ApiError
 * carrying the server's words or the status fallback.
 */
export type ResponseCheck = (status: number, body: unknown) => void | Promise<void>;

export async function parseApiResponse(response: Response, check?: ResponseCheck): Promise<unknown> {
  // 204/205 carry no body by definition; they are a success, not an unreadable answer.
  if (response.status === 204 || response.status === 205) return undefined;

  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(CLIENT_ERRORS.NETWORK_ERROR); // the connection dropped mid-body
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    // A failed status with an HTML or empty body (a proxy's 502 page, say) still has a useful
    // status message; only a "successful" answer we cannot read is an invalid response.
    if (!response.ok) throw new ApiError(statusError(response.status));
    throw new ApiError({ ...CLIENT_ERRORS.INVALID_RESPONSE, status: response.status });
  }

  if (response.ok && !hasError(body)) await check?.(response.status, body);
  if (response.ok && isRecord(body) && body.success === true) return body.data;
  if (response.ok && !hasError(body)) return body;
  throw errorFromBody(body, response.status);
}

function errorFromBody(body: unknown, status: number): ApiError {
  const fallback = statusError(status);
  if (!isRecord(body)) return new ApiError(fallback);

  if (isRecord(body.error)) {
    const { message, code, field, details } = body.error;
    return new ApiError({
      message: nonEmpty(message) ?? fallback.message,
      code: nonEmpty(code) ?? fallback.code,
      status,
      details,
      field: nonEmpty(field),
    });
  }
  // Framework-made replies (`{ statusCode, error: 'Too Many Requests', message }`) keep the
  // readable part in `message`.
  const message = nonEmpty(body.message);
  if (message) return new ApiError({ message, code: nonEmpty(body.code) ?? fallback.code, status });
  return new ApiError(fallback);
}

/** `success: false` is an error even when the status says 2xx. */
function hasError(body: unknown): boolean {
  return isRecord(body) && ((body.error !== undefined && body.error !== null) || body.success === false);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof DOMException && error.name === 'AbortError');
}
