import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorEnvelope, ErrorCode } from '@perks/contract';

/** Node's connection-level failures (before any route runs), as the error model's codes. */
function classify(error: Error & { code?: string }): { status: number; code: ErrorCode; message: string } {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers or URL are too large' };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
}

/**
 * Fastify's `clientErrorHandler`: a request whose head or body is not complete within
 * HEADERS_TIMEOUT_MS / REQUEST_TIMEOUT_MS (a client trickling bytes to hold a connection open),
 * or that cannot be parsed, is answered in the error model's shape and its connection closed
 * (docs/decisions/022-outages-timeouts-and-drain.md).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { status, code, message } = classify(error);
  const body = JSON.stringify({ success: false, error: { message, code } } satisfies ApiErrorEnvelope);
  const head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  // Destroyed once the answer is flushed: a client still trickling must not keep a half-open socket.
  socket.end(head + body, () => socket.destroy());
}
