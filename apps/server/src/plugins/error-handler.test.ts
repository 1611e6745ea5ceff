import { DrizzleQueryError } from 'drizzle-orm/errors';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { registerErrorHandlers } from './error-handler.ts';

// A bare Fastify with only the error handler: the handler's mapping is the unit under test.
async function appWithRoutes() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  app.post(
    '/validate',
    { schema: { body: z.object({ email: z.email('Invalid email format'), age: z.number().int() }) } },
    async () => ({ ok: true }),
  );
  app.get('/rate-limited', async () => {
    throw new AppError('RATE_LIMITED', 'Slow down', { headers: { 'retry-after': '42' } });
  });
  app.get('/conflict', async () => {
    throw new AppError('CONFLICT', 'Already there', { field: 'email', details: { id: 1 } });
  });
  app.get('/database-refused', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    throw new DrizzleQueryError('select 1 where $1', ['+12075550142'], refused);
  });
  app.get('/database-timeout', async () => {
    throw new DrizzleQueryError('select 1', [], new Error('Query read timeout'));
  });
  app.get('/wrong-query', async () => {
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    throw new DrizzleQueryError('selec 1', [], syntax);
  });
  app.get('/crash', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  await app.ready();
  return app;
}

describe('error handler', () => {
  it('maps schema failures to 400 naming the field', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'POST', url: '/validate', payload: { email: 'nope', age: 3 } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.field).toBe('email');
    expect(body.error.message).toContain('Invalid email format');
  });

  it('maps AppError codes to their status, with field, details and headers', async () => {
    const app = await appWithRoutes();
    const limited = await app.inject({ method: 'GET', url: '/rate-limited' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('42');
    expect(limited.json()).toEqual({ success: false, error: { message: 'Slow down', code: 'RATE_LIMITED' } });

    const conflict = await app.inject({ method: 'GET', url: '/conflict' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      success: false,
      error: { message: 'Already there', code: 'CONFLICT', field: 'email', details: { id: 1 } },
    });
  });

  it('hides internals on unexpected failures', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('postgres://');
    expect(res.json()).toEqual({
      success: false,
      error: { message: 'Internal server error', code: 'INTERNAL_ERROR' },
    });
  });

  it('answers a database that cannot answer with 503, Retry-After and the error code', async () => {
    const app = await appWithRoutes();
    for (const url of ['/database-refused', '/database-timeout']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).not.toContain('12075550142');
      expect(res.json()).toEqual({
        success: false,
        error: { message: 'Service unavailable. Please try again later.', code: 'SERVICE_UNAVAILABLE' },
      });
    }
  });

  it('keeps a query the database refuses as wrong a 500', async () => {
    const app = await appWithRoutes();
    const res = await app.inject({ method: 'GET', url: '/wrong-query' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('INTERNAL_ERROR');
  });
});
