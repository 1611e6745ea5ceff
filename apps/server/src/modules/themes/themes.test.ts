import { findPreset, type TTheme } from '@perks/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setUpTestApp } from '../../test/test-app.ts';
import { authHeadersFor, createTestUser } from '../../test/test-sessions.ts';

type Headers = { authorization: string };

const forest = findPreset('forest')!;
const custom: TTheme = {
  ...forest,
  id: 'custom-harbour',
  name: 'Harbour',
  colors: { ...forest.colors, primary: '160 70% 22%' },
};

describe('platform theme', () => {
  const t = setUpTestApp();
  const as: Record<string, Headers> = {};

  beforeAll(async () => {
    const admin = await createTestUser(t.app.db, {
      phone: '+12075550401',
      first_name: 'Tess',
      last_name: 'Admin',
      is_admin: true,
      role: 'admin',
    });
    const member = await createTestUser(t.app.db, { phone: '+12075550402', first_name: 'Mo' });
    as.admin = await authHeadersFor(t.app, admin);
    as.member = await authHeadersFor(t.app, member);
  });

  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: unknown) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: headers ?? {}, ...(payload ? { payload } : {}) });

  it('is the default (null) until an admin publishes one', async () => {
    const res = await call('GET', '/theme');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ theme: null, updated_at: null });
    const page = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(page.body).not.toContain('id="platform-theme"');
  });

  it('refuses to publish for visitors (401) and members (403)', async () => {
    expect((await call('PUT', '/admin/theme', undefined, { theme: custom })).statusCode).toBe(401);
    expect((await call('PUT', '/admin/theme', as.member, { theme: custom })).statusCode).toBe(403);
    expect((await call('DELETE', '/admin/theme', as.member)).statusCode).toBe(403);
  });

  it.each([
    [
      'a colour that is not a triple',
      { colors: { ...custom.colors, primary: '#ff0000' } },
      'theme.colors.primary',
    ],
    [
      'CSS smuggled into a colour',
      { colors: { ...custom.colors, background: '0 0% 100%; } body { x: y' } },
      'theme.colors.background',
    ],
    ['a hue out of range', { colors: { ...custom.colors, accent: '400 50% 50%' } }, 'theme.colors.accent'],
    ['a font not on the list', { fonts: { ...custom.fonts, body: 'Comic Sans MS' } }, 'theme.fonts.body'],
    [
      'a heading weight out of range',
      { fonts: { ...custom.fonts, headingWeight: 800 } },
      'theme.fonts.headingWeight',
    ],
    ['a body weight out of range', { fonts: { ...custom.fonts, bodyWeight: 700 } }, 'theme.fonts.bodyWeight'],
    ['an id with markup', { id: '<b>x</b>' }, 'theme.id'],
    ['unreadable text (below AA)', { colors: { ...custom.colors, foreground: '0 0% 92%' } }, 'Text on page'],
  ])('refuses %s, naming the field', async (_, change, field) => {
    const res = await call('PUT', '/admin/theme', as.admin, { theme: { ...custom, ...change } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(field);
  });

  it('publishes a custom theme: read back, audited, and in the <style> of every page', async () => {
    const res = await call('PUT', '/admin/theme', as.admin, { theme: custom });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.theme).toEqual(custom);

    const read = await call('GET', '/theme');
    expect(read.json().data.theme.id).toBe('custom-harbour');
    expect(read.json().data.updated_at).toEqual(expect.any(String));

    for (const url of ['/jobs', '/', '/login']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.body, url).toMatch(
        /<style id="platform-theme">[\s\S]*--primary: 160 70% 22%;[\s\S]*<\/style>\s*<\/head>/,
      );
    }

    const audit = await call('GET', '/admin/audit-events?entity_type=platform_theme', as.admin);
    const [event] = audit.json().data;
    expect(event).toMatchObject({
      action: 'theme.publish',
      entity_id: 'platform',
      actor_label: 'Tess Admin (+12075550401)',
      changes: { theme: { from: 'default (ocean)', to: 'Harbour (custom-harbour)' } },
    });
  });

  it('goes back to the default on DELETE, audited, and pages lose the <style>', async () => {
    const res = await call('DELETE', '/admin/theme', as.admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.theme).toBeNull();
    const page = await t.app.inject({ method: 'GET', url: '/jobs' });
    expect(page.body).not.toContain('id="platform-theme"');
    const audit = await call('GET', '/admin/audit-events?entity_type=platform_theme', as.admin);
    expect(audit.json().data[0]).toMatchObject({ action: 'theme.reset' });
  });

  it('a new process serves the published theme from its first page', async () => {
    expect((await call('PUT', '/admin/theme', as.admin, { theme: forest })).statusCode).toBe(200);
    const other = await createTestApp({}, { database: t.database });
    try {
      const page = await other.app.inject({ method: 'GET', url: '/jobs' });
      expect(page.body).toContain(`--primary: ${forest.colors.primary};`);
    } finally {
      await other.close();
    }
  });
});
