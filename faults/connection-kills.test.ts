import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cardStep, cardToken } from '@perks/contract';
import { samplePayload } from '@perks/contract/jobs/sample-job.fixture';
import { and, eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAppConfig } from '../apps/server/src/config/app-config.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import {
  businessMembers,
  checkIns,
  employeeRosters,
  idempotencyKeys,
  jobs,
  promotionRedemptions,
  users,
} from '../apps/server/src/db/schema/index.ts';
import { SessionService } from '../apps/server/src/modules/auth/sessions.service.ts';
import { codeAt } from '../apps/server/src/modules/membership/card.service.ts';
import { insertBusiness } from '../apps/server/src/test/job-fixtures.ts';
import { productionEnv, type RunningServer } from '../bench/lib/server.ts';
import { type Answer, request } from './support/http.ts';
import { createDatabase, POSTGRES_URL } from './support/postgres.ts';
import { startServer } from './support/server-process.ts';

/**
 * PostgreSQL ends every connection of the server's database every 250 ms (what a restart or a
 * failover does to a pool) while clients write through transactions. The server must stay up,
 * answer 2xx, 4xx or 503, write nothing by halves, and keep idempotent posts exactly-once
 * (docs/decisions/051-surviving-dropped-connections.md). FAULTS_KILL_MS shortens the run locally.
 */
const DURATION_MS = Number(process.env.FAULTS_KILL_MS ?? 60_000);
const KILL_EVERY_MS = 250;
const MEMBERS = 40;
const REVIEWS_PER_MEMBER = 5;
const ROWS_PER_IMPORT = 3;
const POSTERS = 5;
/** A client retrying a 503 waits a little, not the full Retry-After: the point is to keep up the load. */
const RETRY_PAUSE_MS = 50;
/** How long after the kills stop a retried post may still be answered 503 (the pool reconnects). */
const RECOVERY_MS = 20_000;
/** A request still unanswered after this long counts as hung. */
const NO_ANSWER_MS = 30_000;

interface Signed {
  id: string;
  auth: { authorization: string };
}

describe.skipIf(!inject('postgres'))('the server while PostgreSQL ends its connections', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  let server: RunningServer;
  let owner: Signed;
  let employerId: string;
  let partnerId: string;
  let promotionId: string;
  const members: Array<Signed & { card: { card_id: string; secret: string }; reviews: number }> = [];

  /** A database handle of the test's own; closed before the kills start, so only the server's die. */
  async function withDb<T>(run: (db: Database['db']) => Promise<T>): Promise<T> {
    const handle = await openDatabase({
      databaseUrl: database.url,
      pgliteDataDir: '',
      poolMax: 2,
      connectionTimeoutMs: 5000,
    });
    try {
      return await run(handle.db);
    } finally {
      await handle.close();
    }
  }

  const api = (method: string, path: string, who: Signed | null, body?: object, headers = {}) =>
    request(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(who ? who.auth : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      timeoutMs: NO_ANSWER_MS,
    });

  beforeAll(async () => {
    database = await createDatabase();
    const env = { DATABASE_URL: database.url, DATABASE_POOL_MAX: '8' };
    server = await startServer(env);
    // Sessions signed as the verify route signs them, with the server's own secret and settings.
    const config = buildAppConfig(parseEnv(productionEnv(env) as Record<string, string | undefined>));
    await withDb(async (db) => {
      const sessions = new SessionService(db, config);
      const signIn = async (phone: string, firstName: string): Promise<Signed> => {
        const [user] = await db.insert(users).values({ phone, first_name: firstName }).returning();
        if (!user) throw new Error('no user');
        const session = await sessions.start(user, { ip: null, userAgent: 'faults' });
        return { id: user.id, auth: { authorization: `Bearer ${session.accessToken}` } };
      };
      owner = await signIn('+12079000000', 'Olive');
      // The employer whose staff list holds the members; the partner where they check in and review.
      const employer = await insertBusiness(db, { name: 'Fore Street Tavern', is_active: true });
      const partner = await insertBusiness(db, { name: 'Harbor Oyster Bar', is_active: true });
      employerId = employer.id;
      partnerId = partner.id;
      await db.insert(businessMembers).values([
        { business_id: employerId, user_id: owner.id, role: 'owner', join_order: 0 },
        { business_id: partnerId, user_id: owner.id, role: 'owner', join_order: 1 },
      ]);
      for (let i = 0; i < MEMBERS; i += 1) {
        const phone = `+1207${9100000 + i}`;
        const member = await signIn(phone, `Member${i}`);
        await db
          .insert(employeeRosters)
          .values({ business_id: employerId, phone, first_name: `Member${i}`, submitted_by: owner.id });
        members.push({ ...member, card: { card_id: '', secret: '' }, reviews: 0 });
      }
    });
    const promotion = await api('POST', `/businesses/${partnerId}/promotions`, owner, {
      title: 'Industry oysters',
      description: 'Half-price oysters at the bar for industry members.',
      discount_type: 'percentage',
      discount_value: 50,
    });
    expect(promotion.status).toBe(201);
    promotionId = JSON.parse(promotion.body).data.id;
    for (const member of members) {
      const answer = await api('GET', '/user/member-card', member);
      expect(answer.status).toBe(200);
      member.card = JSON.parse(answer.body).data.card;
    }
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it(
    `stays up for ${DURATION_MS / 1000} s of killed connections under transactional writes`,
    async () => {
      const statuses = new Map<string, number>();
      const unexpected: string[] = [];
      let missingRetryAfter = 0;
      let diedAt: number | null = null;
      const started = Date.now();
      const until = started + DURATION_MS;
      const serverAlive = () => server.child.exitCode === null && server.child.signalCode === null;
      server.child.once('exit', () => {
        diedAt = Date.now() - started;
      });

      /** One call, its status counted; a socket error (the process gone) or a hung request by its kind. */
      async function call(method: string, path: string, who: Signed, body?: object, headers = {}) {
        let answer: Answer | null = null;
        let failure = 'socket error';
        try {
          answer = await api(method, path, who, body, headers);
        } catch (error) {
          if ((error as Error).message.startsWith('no answer')) failure = 'no answer';
          unexpected.push(`${method} ${path}: ${(error as Error).message}`);
        }
        const key = answer ? String(answer.status) : failure;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
        if (answer) {
          const ok =
            (answer.status >= 200 && answer.status < 300) || (answer.status >= 400 && answer.status < 500);
          if (answer.status === 503) {
            if (answer.headers['retry-after'] === undefined) missingRetryAfter += 1;
            if (!answer.body.includes('"SERVICE_UNAVAILABLE"'))
              unexpected.push(`${path}: 503 ${answer.body}`);
          }
          if (!ok && answer.status !== 503)
            unexpected.push(`${method} ${path}: ${answer.status} ${answer.body}`);
        }
        return answer;
      }

      // The kill loop, on a connection to another database so it never ends itself.
      const killer = new pg.Client({ connectionString: POSTGRES_URL });
      await killer.connect();
      let killed = 0;
      let killing = true;
      const kills = (async () => {
        while (killing) {
          const result = await killer.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
            [new URL(database.url).pathname.slice(1)],
          );
          killed += result.rowCount ?? 0;
          await sleep(KILL_EVERY_MS);
        }
      })();

      // Job posting: a fresh Idempotency-Key per job, the same key again after a 503.
      const keys: Array<{ key: string; final: number | null; jobId: string | null; tries: number }> = [];
      let replayed = 0;
      const poster = async (n: number) => {
        while (Date.now() < until && serverAlive()) {
          const entry = {
            key: randomUUID(),
            final: null as number | null,
            jobId: null as string | null,
            tries: 0,
          };
          keys.push(entry);
          const payload = {
            ...samplePayload,
            business_id: n % 2 ? employerId : partnerId,
            title: `Night bartender ${n}`,
            contact_email: 'bar@example.com',
          };
          while (serverAlive()) {
            const answer = await call('POST', '/jobs', owner, payload, { 'idempotency-key': entry.key });
            entry.final = answer?.status ?? null;
            entry.tries += 1;
            if (answer?.headers['idempotent-replayed'] === 'true') replayed += 1;
            if (answer?.status === 201) entry.jobId = JSON.parse(answer.body).data.id;
            if (answer?.status !== 503 || Date.now() > until + RECOVERY_MS) break;
            await sleep(RETRY_PAUSE_MS);
          }
        }
      };

      // Staff-list imports: all rows or none, each import new phones.
      const imports: Array<{ phones: string[]; status: number | null }> = [];
      let nextPhone = 0;
      const importer = async () => {
        while (Date.now() < until && serverAlive()) {
          const phones = Array.from({ length: ROWS_PER_IMPORT }, () => `+1207${3000000 + nextPhone++}`);
          const answer = await call('POST', `/businesses/${employerId}/roster/import`, owner, {
            rows: phones.map((phone, i) => ({ name: `Import ${phone} ${i}`, phone, role_title: 'Server' })),
          });
          imports.push({ phones, status: answer?.status ?? null });
        }
      };

      // Visits: a check-in that redeems the promotion, then the member's review of it.
      let nextMember = 0;
      const visitor = async () => {
        while (Date.now() < until && serverAlive()) {
          const member = members[nextMember++ % members.length]!;
          const token = cardToken(member.card.card_id, codeAt(member.card.secret, cardStep(Date.now())));
          const checkIn = await call('POST', `/businesses/${partnerId}/check-ins`, owner, {
            token,
            method: 'qr_code',
            promotion_id: promotionId,
          });
          if (checkIn?.status !== 201 || member.reviews >= REVIEWS_PER_MEMBER) continue;
          const review = await call('POST', `/businesses/${partnerId}/reviews`, member, {
            rating: 4,
            comment: 'Friendly crew and quick service at the bar.',
          });
          if (review?.status === 201) member.reviews += 1;
        }
      };

      await Promise.all([
        ...Array.from({ length: POSTERS }, (_, n) => poster(n)),
        importer(),
        visitor(),
        visitor(),
      ]);
      killing = false;
      await kills;
      await killer.end();
      const elapsed = Date.now() - started;

      const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a.localeCompare(b)));
      console.log(
        `connection kills: ${killed} connections ended in ${elapsed} ms; answers by status ${JSON.stringify(counts)}`,
      );
      if (diedAt !== null) {
        const crash = server
          .output()
          .split('\n')
          .filter((line) => /Unhandled|Error|error/.test(line))
          .slice(0, 6)
          .join('\n');
        console.log(`the server exited (code ${server.child.exitCode}) after ${diedAt} ms:\n${crash}`);
      }

      // Alive and answering.
      expect(diedAt, 'the server process exited').toBeNull();
      expect((await request(`${server.url}/api/v1/health`)).status).toBe(200);
      if (unexpected.length > 0) console.log(`unexpected answers:\n${unexpected.slice(0, 10).join('\n')}`);
      expect(unexpected.slice(0, 5)).toEqual([]);
      expect(statuses.get('socket error') ?? 0).toBe(0);
      expect(statuses.get('no answer') ?? 0).toBe(0);
      expect(missingRetryAfter).toBe(0);
      expect(statuses.get('503') ?? 0, 'the kills never reached a request').toBeGreaterThan(0);

      await withDb(async (db) => {
        // Every key ends in exactly one job: the same one each answer named, none without a key.
        const stored = await db
          .select({
            key: idempotencyKeys.key,
            status: idempotencyKeys.response_status,
            body: idempotencyKeys.response_body,
          })
          .from(idempotencyKeys)
          .where(eq(idempotencyKeys.user_id, owner.id));
        const byKey = new Map(stored.map((row) => [row.key, row]));
        const ownJobs = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.created_by, owner.id));
        for (const entry of keys) {
          expect(entry.final, `key ${entry.key}`).toBe(201);
          const row = byKey.get(entry.key);
          expect(row?.status, `key ${entry.key}`).toBe(201);
          expect((row?.body as { data?: { id: string } } | undefined)?.data?.id).toBe(entry.jobId);
        }
        expect(new Set(keys.map((entry) => entry.jobId)).size).toBe(keys.length);
        expect(ownJobs.length).toBe(keys.length);
        expect(stored.length).toBe(keys.length);

        // Each list went in whole or not at all; an accepted one whole.
        for (const batch of imports) {
          const [row] = await db
            .select({ n: sql<number>`count(*)::int` })
            .from(employeeRosters)
            .where(
              and(eq(employeeRosters.business_id, employerId), inArray(employeeRosters.phone, batch.phones)),
            );
          expect([0, ROWS_PER_IMPORT]).toContain(row?.n);
          if (batch.status === 201) expect(row?.n).toBe(ROWS_PER_IMPORT);
        }

        // Every visit saved redeemed the promotion with it: no visit without its redemption.
        const [visits] = await db
          .select({
            visits: sql<number>`count(*)::int`,
            redeemed: sql<number>`count(${promotionRedemptions.id})::int`,
          })
          .from(checkIns)
          .leftJoin(promotionRedemptions, eq(promotionRedemptions.check_in_id, checkIns.id))
          .where(eq(checkIns.business_id, partnerId));
        expect(visits?.redeemed).toBe(visits?.visits);

        const reviews = members.reduce((sum, member) => sum + member.reviews, 0);
        console.log(
          `${keys.length} idempotency keys (${keys.filter((entry) => entry.tries > 1).length} retried after a 503, ` +
            `${replayed} answered by replay), each exactly one job; ${imports.length} staff-list imports whole or absent; ` +
            `${visits?.visits} check-ins each with its redemption; ${reviews} reviews`,
        );
      });
    },
    DURATION_MS + 120_000,
  );
});
