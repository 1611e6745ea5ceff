import { API_ROUTES, type RouteSpec, ZApiError } from '@perks/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { type AuthTestApp, createAuthTestApp, type SignedIn, signIn } from '../test/auth-test-kit.ts';
import { arbitraryFor, hostileValue, mutatedArbitrary, withNulByte } from '../test/zod-arbitrary.ts';

/**
 * Walks every route of the contract's table with generated requests, shaped by the route's own
 * schemas and deliberately broken (wrong types, NUL bytes, huge text, unknown keys): no answer is
 * a 5xx, a success matches the route's declared response, and a failure takes the error shape.
 * The signed-in caller is an admin, so guarded routes run their handlers too.
 */

const RUNS_PER_ROUTE = 50;

// Schema-shaped values, the same with one field made hostile, and the same with a NUL byte in one text.
const inputOf = (schema: z.ZodType | undefined) =>
  schema
    ? fc.oneof(
        { arbitrary: arbitraryFor(schema), weight: 2 },
        mutatedArbitrary(schema),
        fc.tuple(arbitraryFor(schema), fc.nat()).map(([value, pick]) => withNulByte(value, pick)),
      )
    : fc.constant(undefined);

/** Any generated value as URL text; lone surrogates become U+FFFD, as a real client would send. */
const asText = (value: unknown) =>
  (value !== null && typeof value === 'object' ? JSON.stringify(value) : String(value)).toWellFormed();

// An empty param would address another route (`/jobs/{id}` → `/jobs`), so it is sent as '-'.
function fillPath(path: string, params: unknown): string {
  const values = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>;
  return path.replace(/\{(\w+)\}/g, (_match, name: string) =>
    encodeURIComponent(asText(values[name] ?? 'x') || '-'),
  );
}

function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined) search.append(key, asText(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Header values a real HTTP client can send: visible ASCII only. */
function headerValues(headers: unknown): Record<string, string> {
  if (!headers || typeof headers !== 'object') return {};
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, asText(value).replace(/[^\x20-\x7e]/g, '')]),
  );
}

describe('every route of the route table, fuzzed', () => {
  let t: AuthTestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createAuthTestApp({ ADMIN_PHONES: '+12075550100' });
    admin = await signIn(t, '+12075550100');
  });
  afterAll(() => t.close());

  for (const [key, spec] of Object.entries(API_ROUTES) as [string, RouteSpec][]) {
    const [method, path] = key.split(' ') as [string, string];

    it(`${key}: never a 5xx; answers are the declared response or the error shape`, async () => {
      const request = fc.record({
        params: spec.params
          ? fc.oneof(arbitraryFor(spec.params), fc.record({ id: hostileValue }))
          : fc.constant(undefined),
        query: inputOf(spec.query),
        headers: inputOf(spec.headers),
        body: inputOf(spec.body),
        signedIn: fc.boolean(),
      });

      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, headers, body, signedIn }) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url: `/api/v1${fillPath(path, params)}${queryString(query)}`,
            headers: {
              ...headerValues(headers),
              ...(signedIn ? admin.auth : {}),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          const answer = res.json();
          expect(res.statusCode, res.body).toBeLessThan(500);
          const declared = spec.responses[res.statusCode as 200 | 201];
          if (res.statusCode < 300) {
            expect(declared, `${key} answered ${res.statusCode}`).toBeDefined();
            expect(declared!.safeParse(answer).success, res.body).toBe(true);
          } else {
            expect(ZApiError.safeParse(answer).success, res.body).toBe(true);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    });
  }
});
