import type { z } from 'zod';

/** Who may call a route: anyone, any signed-in person, or an admin. The server enforces it. */
export type RouteAccess = 'public' | 'user' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the API: what it takes and what it answers on success. Failures always take the
 * error shape of `api/envelope.ts`, so they are not listed per route.
 */
export interface RouteSpec {
  summary: string;
  /** The feature it belongs to; groups the OpenAPI reference. */
  tag: string;
  access: RouteAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  headers?: z.ZodType;
  body?: z.ZodType;
  /** Success answers by status; the first is the usual one. */
  responses: Partial<Record<200 | 201, z.ZodType>>;
}

/** Route keys read `METHOD /path/{param}`, the path relative to `/api/v1`. */
export type RouteKeyFormat = `${HttpMethod} /${string}`;

/** A route as its feature's table lists it: the tag is the table's, named once. */
export type FeatureRouteSpec = Omit<RouteSpec, 'tag'>;

type Tagged<Routes, Tag extends string> = { [K in keyof Routes]: Routes[K] & { readonly tag: Tag } };

/**
 * A feature's routes, each under the feature's OpenAPI tag. The routes keep their literal types
 * (access, schemas, statuses), which the handlers' and the web client's types are read from.
 */
export function featureRoutes<
  const Tag extends string,
  const Routes extends Record<RouteKeyFormat, FeatureRouteSpec>,
>(tag: Tag, routes: Routes): Tagged<Routes, Tag> {
  const tagged = Object.entries(routes).map(([key, spec]) => [key, { ...spec, tag }]);
  return Object.fromEntries(tagged) as Tagged<Routes, Tag>;
}
