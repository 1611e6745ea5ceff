import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route table's path of a route served from it (`/jobs/{id}`), set by `serveRoute`. */
    routePath?: string;
    /**
     * What logs and metrics name the route by: the route table's key (`GET /jobs/{id}`), or for a
     * route outside the table its method and Fastify pattern (`POST /api/v1/sms/inbound`). Never
     * the URL a client sent, so the set of keys is the set of routes.
     */
    routeKey?: string;
  }
}

/** For a request that matched no route (a bad method, say). */
const UNMATCHED = 'unmatched';

/**
 * Gives every route its key (decision 080), and every log line of a request that key beside the
 * request's id: the request's child logger is made with it once, as Fastify makes it with the id.
 * Registered before any route.
 */
export function registerRouteKeys(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) =>
    logger.child({ ...bindings, route: UNMATCHED }, options),
  );
  app.addHook('onRoute', (route) => {
    const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
    const routeKey = `${method} ${route.config?.routePath ?? route.url}`;
    route.config = { ...route.config, routeKey };
    route.childLoggerFactory = (logger, bindings, options) =>
      logger.child({ ...bindings, route: routeKey }, options);
  });
}

export const routeKeyOf = (request: FastifyRequest): string =>
  request.routeOptions.config.routeKey ?? UNMATCHED;
