import { listPage, type TJob } from '@perks/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { created, list, ok } from './reply.ts';
import { serveRoute } from './serve-route.ts';

describe('handler answers', () => {
  it('wraps one object in the success envelope, and leaves a list body as it is', () => {
    expect(ok({ id: 'a' })).toEqual({ status: 200, body: { success: true, data: { id: 'a' } } });
    expect(created(null)).toEqual({ status: 201, body: { success: true, data: null } });
    const page = listPage([1, 2], 2, { page: 1, limit: 20 });
    expect(list(page)).toEqual({ status: 200, body: page });
  });
});

// Compiled by `tsc -p apps/server`, never run: every line below must stay a type error, or the
// compiler reports the unused `@ts-expect-error`.
export function answersTheRouteDoesNotDeclare(app: FastifyInstance, job: TJob): void {
  // @ts-expect-error PUT /jobs/{id} declares 200 only
  serveRoute(app, 'PUT /jobs/{id}', async () => created(job));
  // @ts-expect-error a job is not the health body
  serveRoute(app, 'GET /health', async () => ok(job));
  // @ts-expect-error a list route answers its list body, not an envelope
  serveRoute(app, 'GET /jobs', async () => ok([job]));
  // @ts-expect-error sending on the reply skips the check
  serveRoute(app, 'GET /jobs/{id}', async (_request, reply) => reply.status(201).send(job));
}
