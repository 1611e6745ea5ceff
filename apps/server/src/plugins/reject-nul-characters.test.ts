import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('NUL characters in requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses one in a public search with a 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs?title_search=ab%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: {
        message: 'title_search: must not contain a NUL character',
        code: 'VALIDATION_ERROR',
        field: 'title_search',
      },
    });
  });

  it('refuses one deep in a JSON body, and stores nothing', async () => {
    const lead = {
      email: 'nul@example.com',
      business: 'Salt\u0000Pier',
      lead_source: 'website',
      is_owner_gm: false,
    };
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/leads', payload: lead });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('business');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      payload: { ...lead, business: 'Salt Pier' },
    });
    expect(again.statusCode).toBe(201);
  });

  it('refuses one in a path parameter', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/ab%00cd' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('id');
  });
});
