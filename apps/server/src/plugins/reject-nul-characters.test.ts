import { findPreset } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Person, person } from '../test/signed-in-person.ts';
import { setUpTestApp } from '../test/test-app.ts';

describe('NUL characters in requests', () => {
  const t = setUpTestApp();

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

describe('bodies the database or the stack cannot take', () => {
  const t = setUpTestApp();
  let admin: Person;
  beforeAll(async () => {
    admin = await person(t.app, t.app.db, { admin: true });
  });

  const post = (url: string, payload: string, who?: Person) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      headers: { 'content-type': 'application/json', ...who?.auth },
      payload,
    });

  it('answers 400, not 500, to 20,000 nested arrays sent to a public route', async () => {
    const res = await post('/leads', `${'['.repeat(20_000)}${']'.repeat(20_000)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: { message: 'The request is nested too deeply (at most 64 levels)', code: 'VALIDATION_ERROR' },
    });
  });

  it('names the field that nests too deeply, and lets reasonable nesting through to the route', async () => {
    const deep = `{"email":"x@example.com","business":${'{"a":'.repeat(100)}1${'}'.repeat(100)}}`;
    const res = await post('/leads', deep);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: 'business: is nested too deeply (at most 64 levels)',
      field: 'business',
    });
    // 60 levels are allowed: the route's own schema refuses the value.
    const fine = `{"email":"x@example.com","business":${'['.repeat(60)}${']'.repeat(60)}}`;
    const answer = await post('/leads', fine);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.field).toBe('business');
    expect(answer.json().error.message).not.toMatch(/nested/);
  });

  it('refuses a lone surrogate in the AI user_context with a 400 naming the field', async () => {
    const res = await post(
      '/ai/conversations',
      '{"conversation_type":"business_onboarding","user_context":{"scenario":"caf\\ud800"}}',
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      error: {
        message: 'user_context.scenario: must not contain an unpaired surrogate (broken UTF-16 text)',
        code: 'VALIDATION_ERROR',
        field: 'user_context.scenario',
      },
    });
  });

  it('refuses a lone surrogate in a theme name, and publishes the same theme with a whole emoji', async () => {
    const forest = findPreset('forest')!;
    const theme = (name: string) => JSON.stringify({ theme: { ...forest, id: 'custom-pier', name } });
    const broken = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/theme',
      headers: { 'content-type': 'application/json', ...admin.auth },
      payload: theme('Pier \udc00'),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.field).toBe('theme.name');
    const whole = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/theme',
      headers: { 'content-type': 'application/json', ...admin.auth },
      payload: theme('Pier \ud83c\udf0a'),
    });
    expect(whole.statusCode).toBe(200);
    expect(whole.json().data.theme.name).toBe('Pier \u{1F30A}');
  });

  it('refuses a lone surrogate in a key, naming it', async () => {
    const res = await post(
      '/ai/conversations',
      '{"conversation_type":"business_onboarding","user_context":{"sc\\udfffenario":"x"}}',
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'user_context.sc\udfffenario',
    });
    expect(res.json().error.message).toMatch(/unpaired surrogate/);
  });
});
