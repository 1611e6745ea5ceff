import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { Person } from './signed-in-person.ts';

/** One API call (`url` under /api/v1) as `who`, or signed out with null; a payload only when given. */
export const callAs = (
  app: FastifyInstance,
  method: HTTPMethods,
  url: string,
  who: Person | null,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who?.auth,
    ...(payload === undefined ? {} : { payload }),
  });
