import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { ApiErrorEnvelope, ErrorCode } from '@perks/contract';
import type { FastifyInstance } from 'fastify';

interface ClientError extends Error {
  code?: string;
}

function answerFor(error: ClientError): { status: number; code: ErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers or URL are too large' };
  }
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive' };
  }
  return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them (headers or URL over the size
 * limit, a malformed request line, a request that arrives too slowly). Fastify's default answer
 * has its own JSON shape; this one answers in the error model like every other failure.
 */
export function clientErrorHandler(this: FastifyInstance, error: ClientError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, code, message } = answerFor(error);
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, error: { message, code } } satisfies ApiErrorEnvelope);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
