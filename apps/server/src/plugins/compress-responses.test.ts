import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES, chooseEncoding } from '../lib/json-compression.ts';
import { insertBusiness, insertJob } from '../test/job-fixtures.ts';
import { setUpTestApp } from '../test/test-app.ts';
import { registerJsonCompression } from './compress-responses.ts';

describe('API JSON compression', () => {
  const t = setUpTestApp();
  let jobUrl: string;

  beforeAll(async () => {
    const business = await insertBusiness(t.app.db);
    const job = await insertJob(t.app.db, {
      business_id: business.id,
      description: 'Cook on a busy line. '.repeat(80),
    });
    jobUrl = `/api/v1/jobs/${job.id}`;
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('answers uncompressed when the client does not ask, and says the answer varies', async () => {
    const res = await get(jobUrl);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.json().data.id).toBe(jobUrl.split('/').at(-1));
  });

  it.each([
    ['br', 'gzip, deflate, br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
    ['gzip', 'br;q=0, gzip;q=0.5', gunzipSync],
  ])('answers %s for "%s", decompressing to the same JSON', async (encoding, accept, decompress) => {
    const plain = await get(jobUrl);
    const res = await get(jobUrl, accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(decompress(res.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('answers a list compressed too', async () => {
    const res = await get('/api/v1/jobs', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')).total).toBe(1);
  });

  it('leaves answers below the threshold and refused codings alone', async () => {
    const health = await get('/api/v1/health', 'br, gzip');
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(health.headers['content-encoding']).toBeUndefined();
    const refused = await get(jobUrl, 'br;q=0, gzip;q=0, identity');
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});

describe('the sign-in routes', () => {
  // Large enough to compress; the rule is the path, whatever the answer holds.
  const big = { token: 'secret', padding: 'x'.repeat(4 * COMPRESS_THRESHOLD_BYTES) };
  const app = Fastify();

  beforeAll(async () => {
    await app.register(
      async (api) => {
        registerJsonCompression(api, '/api/v1');
        api.get('/auth/verify', async () => big);
        api.get('/jobs', async () => big);
      },
      { prefix: '/api/v1' },
    );
  });
  afterAll(() => app.close());

  it('are never compressed, so a token is not compressed beside reflected input (BREACH)', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const auth = await app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers });
    expect(auth.headers['content-encoding']).toBeUndefined();
    expect(auth.json()).toEqual(big);
    const other = await app.inject({ method: 'GET', url: '/api/v1/jobs', headers });
    expect(other.headers['content-encoding']).toBe('br');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip', 'gzip'],
    ['GZIP, Br', 'br'],
    ['*', 'br'],
    ['br;q=0', undefined],
    ['br;q=0.0, gzip', 'gzip'],
    ['gzip;q=0.1, br;q=1', 'br'],
  ])('%j -> %j', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
