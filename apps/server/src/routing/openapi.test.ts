import { API_ROUTES } from '@perks/contract';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { setUpTestApp } from '../test/test-app.ts';

describe('OpenAPI document and reference', () => {
  const t = setUpTestApp();

  it('serves a valid OpenAPI 3.1 document that lists every route of the table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');

    const result = await validate(structuredClone(document));
    expect(result.valid ? [] : result.errors).toEqual([]);

    const listed = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(Object.keys(API_ROUTES).sort());
  });

  it('marks signed-in routes with the bearer scheme and names the error shape', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(document.paths['/user/managed-jobs'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/jobs'].get.security).toEqual([]);
    expect(document.paths['/jobs'].get.responses['400'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
  });

  it('spells out records keyed by an enum as objects with one property per key', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const stats =
      document.paths['/admin/jobs/statistics'].get.responses['200'].content['application/json'].schema;
    const byStatus = stats.properties.data.properties.by_status;
    expect(Object.keys(byStatus.properties).sort()).toEqual([...byStatus.required].sort());
    expect(byStatus.additionalProperties).toBe(false);
    expect(byStatus.propertyNames).toBeUndefined();
  });

  it('serves a browsable reference from this origin', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).not.toMatch(/https?:\/\/(?!localhost)[^"']*\.js/);
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('/api/v1/openapi.json');
  });
});
