import { API_ROUTES, type RouteData, type RouteInput, type RouteKey } from '@perks/contract';
import { onTestFinished, vi } from 'vitest';

/** `'/users/{userId}/work-experience/{id}'` → `'userId' | 'id'`. */
type PathParam<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParam<Rest>
  : never;

/** What a stubbed route is handed: the path's params, the query string and the body it was sent. */
interface StubRequest<K extends RouteKey> {
  params: Record<PathParam<K>, string>;
  query: URLSearchParams;
  /** The JSON body parsed (a FormData upload as it was sent). */
  body: RouteInput<K>['body'];
  headers: Headers;
}

/** An error answer from a stubbed route: `fail(409, 'CONFLICT', 'Already exists')`. */
class StubFailure {
  constructor(
    readonly status: number,
    readonly body: { success: false; error: { message: string; code: string; field?: string } },
  ) {}
}

export function fail(status: number, code: string, message: string, field?: string): StubFailure {
  return new StubFailure(status, { success: false, error: { message, code, field } });
}

/**
 * Answers keyed as the route table is (`'GET /jobs/{id}'`); each returns what `api.get(...)` resolves
 * to for that route (the envelope's `data`, or a list body as it is), or `fail(...)`. Throwing
 * makes the request fail as a lost network would.
 */
export type ApiStubs = {
  [K in RouteKey]?: (
    request: StubRequest<K>,
  ) => RouteData<K> | StubFailure | Promise<RouteData<K> | StubFailure>;
};

/** A request the stubbed fetch saw, matched or not. */
export interface SeenRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

const API_BASE = '/api/v1';

function pattern(key: string): { method: string; path: RegExp; names: string[] } {
  const [method, path] = key.split(' ') as [string, string];
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)');
  return { method, path: new RegExp(`^${source}$`), names };
}

/** The route's usual success: its first declared status, and whether the answer is an envelope. */
function success(key: RouteKey): { status: number; envelope: boolean } {
  const responses = API_ROUTES[key].responses as Partial<Record<number, { shape?: object }>>;
  const status = Number(Object.keys(responses)[0]);
  return { status, envelope: 'success' in (responses[status]?.shape ?? {}) };
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body === 'string') return JSON.parse(body);
  return body ?? undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Replaces `fetch` with answers typed by the route table, so a fixture that drifts from the
 * contract fails `tsc`. A request no stub answers throws (the API client shows it as a network
 * error) and fails the test after it with the method and path. Routes with fixed paths win over
 * ones with params (`/jobs/statistics` before `/jobs/{id}`).
 */
export function stubApi(stubs: ApiStubs): { requests: SeenRequest[] } {
  const routes = Object.entries(stubs)
    .map(([key, handler]) => ({ key: key as RouteKey, handler, ...pattern(key) }))
    .sort((a, b) => a.names.length - b.names.length);
  const requests: SeenRequest[] = [];
  const unmatched: string[] = [];
  // A request nothing answers is a broken test, even when the screen swallows the failure. Checked
  // once the test and its clean-up have run, so the next test starts from an empty page.
  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (unmatched.length > 0) throw new Error(`stubApi: no stub for ${unmatched.join(', ')}`);
  });

  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = readBody(init?.body);
      const headers = new Headers(init?.headers);
      requests.push({ method, url, body, headers });
      const path = url.pathname.startsWith(API_BASE) ? url.pathname.slice(API_BASE.length) : url.pathname;
      for (const route of routes) {
        const match = route.method === method ? route.path.exec(path) : null;
        if (!match) continue;
        const params = Object.fromEntries(
          route.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]),
        );
        const handle = route.handler as (request: StubRequest<RouteKey>) => unknown;
        const answer = await handle({
          params,
          query: url.searchParams,
          body,
          headers,
        } as StubRequest<RouteKey>);
        if (answer instanceof StubFailure) return json(answer.status, answer.body);
        const { status, envelope } = success(route.key);
        return json(status, envelope ? { success: true, data: answer } : answer);
      }
      unmatched.push(`${method} ${path}`);
      throw new Error(`stubApi: no stub for ${method} ${path}`);
    }),
  );
  return { requests };
}
