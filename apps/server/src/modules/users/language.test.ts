import { LANGUAGE_CHANGES_PER_HOUR } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

const t = setUpTestApp();
let auth: { authorization: string };

beforeAll(async () => {
  const user = await createTestUser(t.database.db, { phone: '+12075557031', first_name: 'Ana' });
  auth = await authHeadersFor(t.app, user);
});

const putLanguage = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/v1/user/language',
    headers: { ...auth, ...headers },
    payload: payload as object,
  });
const profile = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: auth })).json().data.user;

describe('PUT /user/language', () => {
  it('starts with no language chosen, saves a choice and shows it on the profile', async () => {
    expect((await profile()).language).toBeNull();
    const res = await putLanguage({ language: 'fr' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: { language: 'fr' } });
    expect((await profile()).language).toBe('fr');
    expect((await putLanguage({ language: 'pt' })).json().data.language).toBe('pt');
    expect((await profile()).language).toBe('pt');
  });

  it.each([
    ['an unknown code', { language: 'de' }],
    ['a regional tag', { language: 'pt-BR' }],
    ['a number', { language: 7 }],
    ['null', { language: null }],
    ['a NUL character', { language: 'e\u0000s' }],
    ['a huge value', { language: 'es'.repeat(20_000) }],
    ['nothing', {}],
  ])('refuses %s, naming the language field', async (_name, payload) => {
    const res = await putLanguage(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'language' });
    expect((await profile()).language).toBe('pt');
  });

  it('allows an account a budget of changes an hour, then answers 429 with Retry-After', async () => {
    const other = await createTestUser(t.database.db, { phone: '+12075557032' });
    const headers = await authHeadersFor(t.app, other);
    const change = (language: string) =>
      t.app.inject({ method: 'PUT', url: '/api/v1/user/language', headers, payload: { language } });
    for (let i = 0; i < LANGUAGE_CHANGES_PER_HOUR; i++)
      expect((await change(i % 2 ? 'es' : 'fr')).statusCode).toBe(200);
    const refused = await change('pt');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's budget is its own.
    expect((await putLanguage({ language: 'pt' })).statusCode).toBe(200);
  });

  it('refuses other fields and anonymous callers', async () => {
    expect((await putLanguage({ language: 'es', role: 'admin' })).statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/language',
      payload: { language: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('error messages in the reader language', () => {
  it('answers a validation error in Spanish for Accept-Language es', async () => {
    const res = await putLanguage({ language: 'de' }, { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' });
    expect(res.json().error.message).toBe('language: language debe ser uno de en, es, fr, pt');
    expect(res.json().error.details.issues[0].message).toBe('language debe ser uno de en, es, fr, pt');
  });

  it('lets ?lang= win over the cookie and Accept-Language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/language?lang=pt',
      headers: { ...auth, 'accept-language': 'es', cookie: 'lang=fr' },
      payload: { language: 'de' },
    });
    expect(res.json().error.message).toBe('language: language tem de ser um de en, es, fr, pt');
  });

  it('reads the lang cookie before Accept-Language, and keeps English otherwise', async () => {
    const cookie = await putLanguage({ language: 'de' }, { 'accept-language': 'es', cookie: 'lang=fr' });
    expect(cookie.json().error.message).toBe(
      "language: language doit être l'un des suivants : en, es, fr, pt",
    );
    const english = await putLanguage({ language: 'de' }, { 'accept-language': 'de-DE' });
    expect(english.json().error.message).toBe('language: language must be one of en, es, fr, pt');
  });

  it('translates an application error', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/jobs/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Offre d'emploi introuvable");
  });
});
