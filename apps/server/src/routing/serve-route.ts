import {
  API_ROUTES,
  type RouteBody,
  type RouteHeaders,
  type RouteKey,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
  type RouteSpec,
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
import { requireAdmin, requireUser } from '../plugins/auth.ts';

type RouteRequest<K extends RouteKey> = FastifyRequest<{
  Params: RouteParams<K>;
  Querystring: RouteQuery<K>;
  Headers: RouteHeaders<K>;
  Body: RouteBody<K>;
}>;

/** A handler answers one of the route's declared bodies, or sends its own reply (another status). */
export type RouteHandler<K extends RouteKey> = (
  request: RouteRequest<K>,
  reply: FastifyReply,
) => Promise<RouteReply<K> | FastifyReply> | RouteReply<K> | FastifyReply;

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

const GUARDS = { public: undefined, user: requireUser, admin: requireAdmin } as const;

/**
 * Registers one route of the contract's table (docs/decisions/016-route-table.md): its method,
 * path, request and response schemas and its access rule all come from the table, so a handler
 * cannot drift from what clients and the OpenAPI document are told. The access guard runs on
 * request, before the body is read, so an anonymous caller gets 401 rather than a validation
 * message.
 */
export function serveRoute<K extends RouteKey>(
  app: FastifyInstance,
  key: K,
  handler: RouteHandler<K>,
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
    schema,
    ...(guard ? { onRequest: guard } : {}),
    ...options,
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => unknown,
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
