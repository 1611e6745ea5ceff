import type { z } from 'zod';
import type { HttpMethod } from './route-spec.ts';
import type { ApiRoutes, RouteKey } from './routes.ts';

/**
 * Types read off the route table, for the server's handlers and the web client's calls. Type-only:
 * browser code imports these without bringing zod or the table into its bundle.
 */

/** The paths a method has, e.g. `RoutePath<'GET'>` includes `/jobs/{id}`. */
export type RoutePath<M extends HttpMethod> = RouteKey extends infer K
  ? K extends `${M} ${infer P}`
    ? P
    : never
  : never;

/** The table key for a method and path. */
export type RouteKeyOf<M extends HttpMethod, P extends string> = `${M} ${P}` & RouteKey;

type Part<K extends RouteKey, Name extends string> =
  ApiRoutes[K] extends Record<Name, infer S extends z.ZodType> ? S : never;

type Validated<K extends RouteKey, Name extends string> = [Part<K, Name>] extends [never]
  ? unknown
  : z.output<Part<K, Name>>;

/** What a handler receives once the server has validated the request. */
export type RouteParams<K extends RouteKey> = Validated<K, 'params'>;
export type RouteQuery<K extends RouteKey> = Validated<K, 'query'>;
export type RouteHeaders<K extends RouteKey> = Validated<K, 'headers'>;
export type RouteBody<K extends RouteKey> = Validated<K, 'body'>;

type Responses<K extends RouteKey> = ApiRoutes[K]['responses'][keyof ApiRoutes[K]['responses']];

/** The success statuses a route declares, e.g. `201` for `POST /jobs`, `200 | 201` for `POST /leads`. */
export type RouteStatus<K extends RouteKey> = keyof ApiRoutes[K]['responses'] & number;

/** The body a route declares for one of its statuses, as a handler gives it (before serialisation). */
export type RouteStatusBody<
  K extends RouteKey,
  S extends RouteStatus<K>,
> = ApiRoutes[K]['responses'][S] extends infer B extends z.ZodType ? z.input<B> : never;

/**
 * What a handler answers: one of the route's declared statuses with that status's body. A status
 * the route does not declare, or a body of another shape, does not compile.
 */
export type RouteAnswer<K extends RouteKey> = {
  [S in RouteStatus<K>]: { status: S; body: RouteStatusBody<K, S> };
}[RouteStatus<K>];

/** The body a client reads on success. */
export type RouteResponse<K extends RouteKey> =
  Responses<K> extends infer S extends z.ZodType ? z.output<S> : never;

/** What the web client hands its caller: the `data` of an envelope, or a list body as it is. */
export type RouteData<K extends RouteKey> =
  RouteResponse<K> extends { success: true; data: infer D } ? D : RouteResponse<K>;

/** What a client sends: params and body as the schema takes them; query values already typed. */
export type RouteInput<K extends RouteKey> = ([Part<K, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<Part<K, 'params'>> }) &
  ([Part<K, 'query'>] extends [never]
    ? { query?: undefined }
    : { query?: Partial<z.output<Part<K, 'query'>>> }) &
  ([Part<K, 'body'>] extends [never] ? { body?: undefined } : { body: z.input<Part<K, 'body'>> });
