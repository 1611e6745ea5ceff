import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.ts';
import { buildAppConfig } from '../config/app-config.ts';
import { parseEnv } from '../config/env.ts';
import { businesses, businessMembers, users } from '../db/schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { authHeadersFor, createTestUser } from '../test/test-sessions.ts';
import { currentUser, requireAdmin, requirePermissions, requireUser } from './auth.ts';
import { assertCanManageBusiness } from './business-access.ts';

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
let app: FastifyInstance;
let testDb: TestDatabase;
let ownBusinessId: string;
let otherBusinessId: string;
const headers: Record<'anonymous' | 'worker' | 'owner' | 'manager' | 'admin', Record<string, string>> = {
  anonymous: {},
  worker: {},
  owner: {},
  manager: {},
  admin: {},
};
let workerId: string;

/** The real app plus probe routes that use each guard the way feature routes do. */
beforeAll(async () => {
  testDb = await createTestDatabase();
  const config = buildAppConfig(
    parseEnv({ NODE_ENV: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'perks-auth-')), JWT_SECRET: SECRET }),
  );
  app = await buildApp({ config, database: testDb.database });
  await app.register(
    async (probe) => {
      const ok = async () => ({ success: true });
      probe.get('/public', async (request) => ({ user: request.user?.id ?? null }));
      probe.get('/admin', { preHandler: requireAdmin }, ok);
      probe.get('/create-job', { preHandler: requirePermissions('create:job') }, ok);
      probe.get('/admin-users', { preHandler: requirePermissions('admin:users', 'moderate:content') }, ok);
      probe.get('/view-jobs', { preHandler: requirePermissions('view:jobs') }, ok);
      probe.get('/who', { preHandler: requireUser }, async (request) => currentUser(request));
      probe.get<{ Params: { id: string } }>(
        '/businesses/:id/manage',
        { preHandler: requireUser, schema: { params: z.object({ id: z.string() }) } },
        async (request) => {
          await assertCanManageBusiness(app.db, request.user, request.params.id);
          return { success: true };
        },
      );
    },
    { prefix: '/api/v1/probe' },
  );
  await app.ready();

  const db = app.db;
  const worker = await createTestUser(db, { phone: '+12075554001' });
  const owner = await createTestUser(db, { phone: '+12075554002', role: 'business_owner' });
  const manager = await createTestUser(db, { phone: '+12075554003' });
  const admin = await createTestUser(db, { phone: '+12075554004', is_admin: true, role: 'admin' });
  workerId = worker.id;
  const [own, other] = await db
    .insert(businesses)
    .values([{ name: 'Salt Pier Kitchen' }, { name: 'Somewhere Else' }])
    .returning();
  ownBusinessId = own!.id;
  otherBusinessId = other!.id;
  await db.insert(businessMembers).values([
    { business_id: ownBusinessId, user_id: owner.id, role: 'owner' },
    { business_id: ownBusinessId, user_id: manager.id, role: 'manager' },
    { business_id: ownBusinessId, user_id: worker.id, role: 'employee' },
  ]);
  headers.worker = await authHeadersFor(app, worker);
  headers.owner = await authHeadersFor(app, owner);
  headers.manager = await authHeadersFor(app, manager);
  headers.admin = await authHeadersFor(app, admin);
});

afterAll(async () => {
  await app.close();
  await testDb.cleanup();
});

const get = (url: string, h: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: h });
const token = (claims: Record<string, unknown>, options: { secret?: string; exp?: number | string } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(claims.sub ?? workerId))
    .setIssuer(String(claims.iss ?? 'industry-perks'))
    .setAudience(String(claims.aud ?? 'industry-perks-web'))
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '1h')
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
const validClaims = () => ({ phone: '+12075554001', adm: false, sid: crypto.randomUUID() });

describe('guard matrix', () => {
  const who = ['anonymous', 'worker', 'owner', 'manager', 'admin'] as const;
  const routes: Array<{ route: string; method?: 'GET' | 'PUT'; expected: number[] }> = [
    { route: '/api/v1/auth/profile', expected: [401, 200, 200, 200, 200] },
    { route: '/api/v1/auth/profile', method: 'PUT', expected: [401, 200, 200, 200, 200] },
    { route: '/api/v1/probe/view-jobs', expected: [401, 200, 200, 200, 200] },
    { route: '/api/v1/probe/admin', expected: [401, 403, 403, 403, 200] },
    // Owners and managers are business owners (decision 038); the employee-member worker is not.
    { route: '/api/v1/probe/create-job', expected: [401, 403, 200, 200, 200] },
    { route: '/api/v1/probe/admin-users', expected: [401, 403, 403, 403, 200] },
    { route: 'own business', expected: [401, 403, 200, 200, 200] },
    { route: 'other business', expected: [401, 403, 403, 403, 200] },
  ];

  for (const { route, method = 'GET', expected } of routes) {
    it(`${method} ${route}: ${who.map((w, i) => `${w} ${expected[i]}`).join(', ')}`, async () => {
      const url =
        route === 'own business'
          ? `/api/v1/probe/businesses/${ownBusinessId}/manage`
          : route === 'other business'
            ? `/api/v1/probe/businesses/${otherBusinessId}/manage`
            : route;
      const statuses = [];
      for (const w of who) {
        const res = await app.inject({
          method,
          url,
          headers: headers[w],
          ...(method === 'PUT' ? { payload: { first_name: 'Pat', last_name: null } } : {}),
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual(expected);
    });
  }

  it('names the missing permissions in the 403', async () => {
    const res = await get('/api/v1/probe/admin-users', headers.worker);
    expect(res.json().error).toMatchObject({
      code: 'FORBIDDEN',
      details: { required: ['admin:users', 'moderate:content'] },
    });
  });
});

describe('access tokens', () => {
  it('fills request.user with the effective role and its permissions', async () => {
    const res = await get('/api/v1/probe/who', headers.admin);
    expect(res.json()).toMatchObject({ phone: '+12075554004', is_admin: true, role: 'admin' });
    expect(res.json().permissions).toContain('admin:users');
    const worker = await get('/api/v1/probe/who', headers.worker);
    expect(worker.json()).toMatchObject({
      is_admin: false,
      role: 'worker',
      permissions: ['view:businesses', 'create:business', 'view:jobs', 'apply:jobs'],
    });
    for (const managing of [headers.owner, headers.manager]) {
      const res = await get('/api/v1/probe/who', managing);
      expect(res.json()).toMatchObject({ is_admin: false, role: 'business_owner' });
      expect(res.json().permissions).toEqual(expect.arrayContaining(['create:job', 'edit:own_business']));
    }
  });

  it('refuses a tampered token', async () => {
    const valid = headers.worker.authorization!.slice('Bearer '.length);
    const [h, payload, signature] = valid.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), adm: true }),
    ).toString('base64url');
    const res = await get('/api/v1/probe/admin', { authorization: `Bearer ${h}.${forged}.${signature}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an expired token with TOKEN_EXPIRED', async () => {
    const expired = await token(validClaims(), { exp: Math.floor(Date.now() / 1000) - 10 });
    const res = await get('/api/v1/auth/profile', { authorization: `Bearer ${expired}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses alg:none, a foreign key, and the wrong issuer or audience', async () => {
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({
          ...validClaims(),
          sub: workerId,
          iss: 'industry-perks',
          aud: 'industry-perks-web',
          iat: Math.floor(Date.now() / 1000),
          exp: Math.floor(Date.now() / 1000) + 3600,
        }),
      ).toString('base64url'),
      '',
    ].join('.');
    const bad = [
      unsigned,
      await token(validClaims(), { secret: 'another-secret-that-is-long-enough-for-hs256' }),
      await token({ ...validClaims(), iss: 'someone-else' }),
      await token({ ...validClaims(), aud: 'another-app' }),
      'not-a-jwt',
    ];
    for (const value of bad) {
      const res = await get('/api/v1/auth/profile', { authorization: `Bearer ${value}` });
      expect(res.statusCode).toBe(401);
    }
    expect((await get('/api/v1/auth/profile', { authorization: 'Basic abc' })).statusCode).toBe(401);
  });

  it('treats a bad token as anonymous on public routes', async () => {
    const res = await get('/api/v1/probe/public', { authorization: 'Bearer not-a-jwt' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
    expect((await get('/api/v1/health', { authorization: 'Bearer not-a-jwt' })).statusCode).toBe(200);
  });

  it('re-reads the account on every guarded request: a removed admin loses access at once', async () => {
    const demoted = await createTestUser(app.db, { phone: '+12075554005', is_admin: true });
    const h = await authHeadersFor(app, demoted);
    expect((await get('/api/v1/probe/admin', h)).statusCode).toBe(200);
    await app.db.update(users).set({ is_admin: false }).where(eq(users.id, demoted.id));
    expect((await get('/api/v1/probe/admin', h)).statusCode).toBe(403);
    expect((await get('/api/v1/probe/who', h)).json()).toMatchObject({ is_admin: false, role: 'worker' });

    await app.db.update(users).set({ is_active: false }).where(eq(users.id, demoted.id));
    expect((await get('/api/v1/probe/who', h)).statusCode).toBe(401);
  });

  it('refuses a token whose user no longer exists', async () => {
    const gone = await createTestUser(app.db, { phone: '+12075554006' });
    const h = await authHeadersFor(app, gone);
    await app.db.delete(users).where(eq(users.id, gone.id));
    expect((await get('/api/v1/auth/profile', h)).statusCode).toBe(401);
  });

  it("refuses a well-signed token whose sign-in does not exist or is not the holder's", async () => {
    const sessionOf = (h: Record<string, string>) =>
      JSON.parse(Buffer.from(h.authorization!.split('.')[1]!, 'base64url').toString()).sid as string;
    const who = async (sid: string) =>
      get('/api/v1/probe/who', { authorization: `Bearer ${await token({ ...validClaims(), sid })}` });
    for (const sid of [crypto.randomUUID(), 'not-a-session-id', sessionOf(headers.owner)]) {
      const res = await who(sid);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
    // The same token naming the worker's own sign-in is accepted.
    expect((await who(sessionOf(headers.worker))).statusCode).toBe(200);
  });

  it('takes a removed manager off the business at once', async () => {
    const manager = await createTestUser(app.db, { phone: '+12075554007' });
    await app.db
      .insert(businessMembers)
      .values({ business_id: ownBusinessId, user_id: manager.id, role: 'manager' });
    const h = await authHeadersFor(app, manager);
    const url = `/api/v1/probe/businesses/${ownBusinessId}/manage`;
    expect((await get(url, h)).statusCode).toBe(200);
    await app.db.delete(businessMembers).where(eq(businessMembers.user_id, manager.id));
    expect((await get(url, h)).statusCode).toBe(403);
  });
});
