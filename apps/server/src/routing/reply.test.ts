import { listPage, type TJob, type TJobList } from '@perks/contract';
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

// Compiled by `tsc -p apps/server`, never run: a field the route does not declare is a type error
// on every route, at the top of a body, inside its envelope or deep in a list's rows. Without it
// the value would compile (it has every declared field), zod would drop the extra field, and the
// public reads, written without zod in production (public-read-serializer.ts), would send it.
export function fieldsTheRouteDoesNotDeclare(app: FastifyInstance, job: TJob, page: TJobList): void {
  serveRoute(app, 'GET /jobs/{id}', async () => ok(job));
  serveRoute(app, 'GET /jobs', async () => list(page));

  const noted = { ...job, internal_notes: 'call back' };
  // @ts-expect-error `internal_notes` is no field of a job
  serveRoute(app, 'GET /jobs/{id}', async () => ok(noted));
  const ownerPhone = { ...job, business: { id: 'b', name: 'Pier', address: null, owner_phone: '+1' } };
  // @ts-expect-error nor of a job's business
  serveRoute(app, 'GET /jobs/{id}', async () => ok(ownerPhone));
  // @ts-expect-error a list body declares no `debug`
  serveRoute(app, 'GET /jobs', async () => list({ ...page, debug: true }));
  const notedRows = { ...page, data: page.data.map((row) => ({ ...row, internal_notes: '' })) };
  // @ts-expect-error nor do its rows carry `internal_notes`
  serveRoute(app, 'GET /jobs', async () => list(notedRows));
  const uptime = { status: 'ok' as const, database: 'ok' as const, engine: 'pglite', uptime: 1 };
  // @ts-expect-error a route whose body zod writes is held to the same
  serveRoute(app, 'GET /health', async () => ok(uptime));
}
