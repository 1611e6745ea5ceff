import {
  API_ROUTES,
  type RouteAnswer,
  type RouteBody,
  type RouteHeaders,
  type RouteKey,
  type RouteParams,
  type RouteQuery,
  type RouteSpec,
  type RouteStatus,
  type RouteStatusBody,
  toRouterPath,
} from '@perks/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySerializerCompiler,
  HTTPMethods,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { requireAdminWithPasskey, requireSignedIn } from '../plugins/auth.ts';

type RouteRequest<K extends RouteKey> = FastifyRequest<{
  Params: RouteParams<K>;
  Querystring: RouteQuery<K>;
  Headers: RouteHeaders<K>;
  Body: RouteBody<K>;
}>;

/**
 * Where a handler answered nothing checkable: an async handler that returns `reply.send(...)`
 * yields `never` (the reply is a thenable of nothing), and `any` would pass any check.
 */
interface Unchecked {
  'answer with ok, created or list from routing/reply.ts': never;
}
type Checked<K extends RouteKey, A> = [A] extends [never]
  ? Unchecked
  : 0 extends 1 & A
    ? Unchecked
    : [UndeclaredIn<K, A>] extends [never]
      ? Promise<A> | A
      : { 'reply fields the route does not declare': UndeclaredIn<K, A> };

/** The keys of every member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;
/** A key's type across the members of a union that have it. */
type PropOf<T, P> = T extends unknown ? (P extends keyof T ? T[P] : never) : never;

/**
 * The paths of fields in `T` that `D` (a declared body) has no room for, `never` when there are
 * none. Assignability lets a value carry fields its type does not name, and zod would drop them,
 * but the public reads write their bodies without zod in production (public-read-serializer.ts).
 */
type Undeclared<T, D, Path extends string = ''> = unknown extends D
  ? never
  : T extends readonly (infer E)[]
    ? Undeclared<E, D extends readonly (infer DE)[] ? DE : never, `${Path}[]`>
    : T extends Date | ((...args: never[]) => unknown)
      ? never
      : T extends object
        ? {
            [P in keyof T & string]: P extends KeysOf<Extract<D, object>>
              ? Undeclared<T[P], PropOf<Extract<D, object>, P>, `${Path}.${P}`>
              : `${Path}.${P}`;
          }[keyof T & string]
        : never;

/** The undeclared fields of a handler's answers, each against the body of its own status. */
type UndeclaredIn<K extends RouteKey, A> = A extends { status: infer S extends RouteStatus<K>; body: infer B }
  ? Undeclared<B, RouteStatusBody<K, S>, `${S}`>
  : never;

/**
 * A handler answers one of the route's declared statuses with that status's body, made with
 * `ok`, `created` or `list` (`reply.ts`); it may set headers on `reply` first, and fails by
 * throwing an `AppError`. Sending on `reply` itself does not compile, and neither does a body
 * with a field the route does not declare: replies are exact on every route.
 */
export type RouteHandler<K extends RouteKey, A extends RouteAnswer<K> = RouteAnswer<K>> = (
  request: RouteRequest<K>,
  reply: FastifyReply,
) => Checked<K, A>;

export interface ServeOptions {
  /** Runs after validation, before the handler (e.g. the same-origin check). */
  preHandler?: preHandlerAsyncHookHandler;
  serializerCompiler?: FastifySerializerCompiler<unknown>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Route keys registered so far; `assertEveryRouteServed` compares them with the table. */
    servedRoutes: Set<string>;
  }
}

const GUARDS = { public: undefined, user: requireSignedIn, admin: requireAdminWithPasskey } as const;

/**
 * Registers one route of the contract's table (docs/decisions/016-route-table.md): its method,
 * path, request and response schemas and its access rule all come from the table, so a handler
 * cannot drift from what clients and the OpenAPI document are told. The access guard runs on
 * request, before the body is read, so an anonymous caller gets 401 rather than a validation
 * message.
 */
export function serveRoute<K extends RouteKey, A extends RouteAnswer<K>>(
  app: FastifyInstance,
  key: K,
  handler: RouteHandler<K, A>,
  options: ServeOptions = {},
): void {
  const spec: RouteSpec = API_ROUTES[key];
  const [method, path] = splitKey(key);
  const schema = Object.fromEntries(
    Object.entries({
      params: spec.params,
      querystring: spec.query,
      headers: spec.headers,
      body: spec.body,
      response: spec.responses,
    }).filter(([, value]) => value !== undefined),
  );
  const guard = GUARDS[spec.access];
  app.route({
    method,
    url: toRouterPath(path),
    config: { routePath: path },
    schema,
    ...(guard ? { onRequest: guard } : {}),
    ...options,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      // The signature has checked the answer; what runs is always one of the route's answers.
      const answer = (await handler(request as RouteRequest<K>, reply)) as RouteAnswer<K>;
      reply.status(answer.status);
      return answer.body;
    },
  });
  app.servedRoutes.add(key);
}

function splitKey(key: RouteKey): [HTTPMethods, string] {
  const space = key.indexOf(' ');
  return [key.slice(0, space) as HTTPMethods, key.slice(space + 1)];
}

/** Called once every feature is registered: a route in the table that nothing serves is a bug. */
export function assertEveryRouteServed(app: FastifyInstance): void {
  const missing = Object.keys(API_ROUTES).filter((key) => !app.servedRoutes.has(key));
  if (missing.length > 0)
    throw new Error(`Routes declared in the contract but not served: ${missing.join(', ')}`);
}
