import type { z } from 'zod';
import { ok } from './envelope.ts';
import type { FeatureRouteSpec, RouteAccess } from './route-spec.ts';

/*
 * The entries of a feature's route table (`featureRoutes`), one builder per access rule: the
 * summary, then what the route takes and answers, e.g.
 * `signedInRoute('One conversation with its messages', { params: ZIdParams, ok: ZAiConversation })`.
 * Each returns the plain route spec, its schemas and statuses typed exactly, which the server's
 * handlers, the web client and the OpenAPI document read.
 */

/** What a route takes: the schemas of its path parameters, query, headers and body. */
type RequestParts = Pick<FeatureRouteSpec, 'params' | 'query' | 'headers' | 'body'>;

/**
 * What a route answers on success, named as the server's handlers answer (`routing/reply.ts`):
 * `ok` is 200 `{ success: true, data }`, `created` is 201 in the same envelope, and `list` is 200
 * with a list body as it is (`paginated`). A route that may answer either 201 or 200 names both.
 */
type Answers =
  | { ok: z.ZodType; created?: z.ZodType; list?: never }
  | { created: z.ZodType; ok?: z.ZodType; list?: never }
  | { list: z.ZodType; ok?: never; created?: never };

type Envelope<Data extends z.ZodType> = ReturnType<typeof ok<Data>>;

type Simplify<T> = { [K in keyof T]: T[K] };

/** The `responses` of a route spec, by status, for what the entry says it answers. */
type ResponsesOf<Spec> = Simplify<
  (Spec extends { ok: infer Data extends z.ZodType } ? { 200: Envelope<Data> } : unknown) &
    (Spec extends { created: infer Data extends z.ZodType } ? { 201: Envelope<Data> } : unknown) &
    (Spec extends { list: infer List extends z.ZodType } ? { 200: List } : unknown)
>;

/** The route spec an entry stands for, with its exact schemas and statuses. */
type RouteEntry<Access extends RouteAccess, Spec> = Simplify<
  { summary: string; access: Access } & Omit<Spec, keyof Answers> & { responses: ResponsesOf<Spec> }
>;

type EntrySpec = RequestParts & Answers;

function routeEntry<Access extends RouteAccess, Spec extends EntrySpec>(
  access: Access,
  summary: string,
  spec: Spec,
): RouteEntry<Access, Spec> {
  const { ok: data, created, list, ...request } = spec;
  const responses = {
    ...(created && { 201: ok(created) }),
    ...(data && { 200: ok(data) }),
    ...(list && { 200: list }),
  };
  const entry: FeatureRouteSpec = { summary, access, ...request, responses };
  // The spread's type loses which answers the spec named; the statuses built above are those.
  return entry as RouteEntry<Access, Spec>;
}

/** A route anyone may call. */
export const publicRoute = <Spec extends EntrySpec>(summary: string, spec: Spec) =>
  routeEntry('public', summary, spec);

/** A route for any signed-in person; finer rules (owner, manager) are the handler's. */
export const signedInRoute = <Spec extends EntrySpec>(summary: string, spec: Spec) =>
  routeEntry('user', summary, spec);

/** A route for admins only. */
export const adminRoute = <Spec extends EntrySpec>(summary: string, spec: Spec) =>
  routeEntry('admin', summary, spec);
