import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../test/test-app.ts';

/** Sends raw bytes to the listening app and returns everything it answers before closing. */
function rawRequest(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', (error) => (answer ? resolve(answer) : reject(error)));
    socket.on('close', () => resolve(answer));
    socket.write(request);
  });
}

function bodyOf(answer: string): unknown {
  return JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
}

describe('failures below the router answer in the error model', () => {
  const t = setUpTestApp();
  let port: number;

  beforeAll(async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('answers 431 HEADERS_TOO_LARGE for headers or a URL over the size limit', async () => {
    const longUrl = `/api/v1/jobs?title_search=${'a'.repeat(20_000)}`;
    const answer = await rawRequest(port, `GET ${longUrl} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(answer)).toEqual({
      success: false,
      error: { message: 'The request headers or URL are too large', code: 'HEADERS_TOO_LARGE' },
    });
  });

  it('answers 400 BAD_REQUEST for a request that is not HTTP', async () => {
    const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(answer)).toMatchObject({ success: false, error: { code: 'BAD_REQUEST' } });
  });

  it('refuses a body declared in a charset other than UTF-8 with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { 'content-type': 'application/json; charset=utf-16' },
      payload: Buffer.from('{"name":"x"}', 'utf16le'),
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      success: false,
      error: { message: 'Request bodies must be JSON encoded as UTF-8', code: 'UNSUPPORTED_MEDIA_TYPE' },
    });
  });

  it('still takes UTF-8 declared in any spelling', async () => {
    for (const contentType of ['application/json; charset=UTF-8', 'application/json;charset="utf8"']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/send-otp',
        headers: { 'content-type': contentType },
        payload: '{"phone":"not a phone"}',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('gives a content type the API does not read its own code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { 'content-type': 'application/xml' },
      payload: '<lead/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});
