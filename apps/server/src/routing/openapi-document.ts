import {
  API_ROUTES,
  type RouteSpec,
  ZApiError,
  ZBusinessSummary,
  ZCurrentUser,
  ZDirectoryBusiness,
  ZJob,
  ZJobPayload,
  ZLead,
} from '@perks/contract';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';

// Named schemas become reusable components of the document instead of being repeated inline.
const COMPONENTS = [
  [ZJob, 'Job'],
  [ZJobPayload, 'JobPayload'],
  [ZDirectoryBusiness, 'DirectoryBusiness'],
  [ZBusinessSummary, 'BusinessSummary'],
  [ZCurrentUser, 'CurrentUser'],
  [ZLead, 'Lead'],
  [ZApiError, 'Error'],
] as const;
for (const [schema, id] of COMPONENTS) {
  if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
}

const json = (schema: RouteSpec['body']) => ({ 'application/json': { schema } });

const ERROR = (description: string) => ({ description, content: json(ZApiError) });

/** The failures every route can answer, plus the ones its access rule adds. */
function errorResponses(spec: RouteSpec) {
  return {
    400: ERROR('Bad input: the error names the field (`error.field`)'),
    ...(spec.access === 'public' ? {} : { 401: ERROR('Not signed in, or the sign-in has ended') }),
    ...(spec.access === 'admin' ? { 403: ERROR('Signed in, but not an admin') } : {}),
    ...(spec.params ? { 404: ERROR('No such record') } : {}),
    429: ERROR('Too many requests; `Retry-After` says when to try again'),
    default: ERROR('Any other failure, in the same error shape'),
  };
}

function operation(key: string, spec: RouteSpec): ZodOpenApiOperationObject {
  const successes = Object.fromEntries(
    Object.entries(spec.responses).map(([status, schema]) => [
      status,
      { description: status === '201' ? 'Created' : 'OK', content: json(schema) },
    ]),
  );
  return {
    operationId: key.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, ''),
    summary: spec.summary,
    tags: [spec.tag],
    // A public operation says so with an empty list: no scheme is needed to call it.
    security: spec.access === 'public' ? [] : [{ bearerAuth: [] }],
    requestParams: {
      ...(spec.params ? { path: spec.params } : {}),
      ...(spec.query ? { query: spec.query } : {}),
      ...(spec.headers ? { header: spec.headers } : {}),
    },
    ...(spec.body ? { requestBody: { required: true, content: json(spec.body) } } : {}),
    responses: { ...successes, ...errorResponses(spec) },
  } as ZodOpenApiOperationObject;
}

/**
 * The OpenAPI 3.1 document of the API, generated from the contract's route table, so it lists
 * exactly the routes the server serves with the schemas it validates against.
 */
export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const [key, spec] of Object.entries(API_ROUTES) as [string, RouteSpec][]) {
    const [method, path] = key.split(' ') as [string, string];
    paths[path] = { ...paths[path], [method.toLowerCase()]: operation(key, spec) };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Industry Perks API',
      version: '1',
      // Not open source: integrators use the API under the site's terms (/terms). An SPDX
      // `LicenseRef-` names a licence of one's own.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      description:
        'Verified-employment membership, partner discounts and an honest-pay job board for hospitality workers in Portland, Maine. Single objects answer `{ success: true, data }`; lists answer `{ data, total, page, limit, totalPages, hasNext, hasPrev }`; failures answer `{ success: false, error: { message, code, field?, details? } }`.',
    },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The access token from POST /auth/verify-otp or POST /auth/refresh',
        },
      },
    },
    paths,
  });
  spellOutEnumRecords(document);
  return document;
}

type JsonSchema = Record<string, unknown>;

/**
 * zod writes a record keyed by an enum (`z.record(z.enum([...]), ...)`, every key present) as
 * `propertyNames` + `additionalProperties` + `required`, which leaves each required name without a
 * property of its own. This spells such records out as the objects they are: one property per key,
 * each with the value's schema, and no other key. Same shape, and readers (and linters) see it.
 */
function spellOutEnumRecords(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) spellOutEnumRecords(item);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  const schema = node as JsonSchema;
  const names = (schema.propertyNames as JsonSchema | undefined)?.enum;
  const value = schema.additionalProperties;
  if (Array.isArray(names) && value && typeof value === 'object' && !schema.properties) {
    schema.properties = Object.fromEntries(names.map((name) => [String(name), value]));
    schema.additionalProperties = false;
    delete schema.propertyNames;
  }
  for (const child of Object.values(schema)) spellOutEnumRecords(child);
}
