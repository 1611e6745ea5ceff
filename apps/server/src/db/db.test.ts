import { readFileSync } from 'node:fs';
import { employmentTypeForHours, isWorkLanguage, scheduleHours } from '@perks/contract';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUp } from '../lib/find-up.ts';
import { insertBusiness, insertJob } from '../test/job-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import * as schema from './schema/index.ts';
import { isDatabaseEmpty, reseedDemoData, seedDemoData } from './seed/index.ts';

const { businessMembers, businesses, jobs, users, workExperiences } = schema;
const adminPhones = ['+12075550100'];
let testDb: TestDatabase;
const db = () => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.cleanup();
});

/** The Postgres error behind a Drizzle query error. */
function causeMessage(error: unknown): string {
  const cause = (error as { cause?: { message?: string } }).cause;
  return cause?.message ?? (error as Error).message;
}

async function rejection(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return causeMessage(error);
  }
  throw new Error('expected the statement to be rejected');
}

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates every table and the pg_trgm extension', async () => {
    const tables = await db()
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'public'`);
    expect(tables.map((t) => t.name).sort()).toEqual(
      [
        'ai_conversations',
        'ai_messages',
        'audit_events',
        'business_billing',
        'business_members',
        'business_reviews',
        'businesses',
        'card_code_uses',
        'check_ins',
        'conversation_blocks',
        'conversation_messages',
        'data_exports',
        'email_messages',
        'employee_rosters',
        'idempotency_keys',
        'inbound_texts',
        'interview_slots',
        'interviews',
        'favorite_businesses',
        'job_application_steps',
        'job_applications',
        'job_alert_deliveries',
        'job_alert_matches',
        'job_alert_seen_jobs',
        'job_alerts',
        'jobs',
        'leads',
        'member_cards',
        'message_reports',
        'otp_challenges',
        'otp_events',
        'page_view_days',
        'page_view_months',
        'page_view_page_days',
        'page_view_rollups',
        'page_views',
        'passkey_challenges',
        'passkey_checks',
        'passkeys',
        'platform_theme',
        'promotion_redemptions',
        'promotions',
        'recovery_codes',
        'refresh_sessions',
        'request_events',
        'saved_jobs',
        'sms_slots',
        'stripe_events',
        'text_consents',
        'text_introductions',
        'text_messages',
        'text_opt_outs',
        'text_prompts',
        'text_reply_routes',
        'used_challenges',
        'users',
        'work_experiences',
        'worker_certificates',
      ].sort(),
    );
    const extensions = await db().select({ name: sql<string>`extname` }).from(sql`pg_extension`);
    expect(extensions.map((e) => e.name)).toContain('pg_trgm');
    // The job queue's own tables, installed beside ours (decision 055).
    const queueTables = await db()
      .select({ name: sql<string>`table_name` })
      .from(sql`information_schema.tables`)
      .where(sql`table_schema = 'pgboss'`);
    expect(queueTables.map((t) => t.name)).toContain('job');
    expect(await isDatabaseEmpty(db())).toBe(true);
  });

  it('rejects values outside an enum', async () => {
    expect(
      await rejection(db().execute(sql`insert into users (phone, role) values ('+12075550198', 'wizard')`)),
    ).toMatch(/users_role_check/);
    expect(await rejection(db().execute(sql`insert into users (phone) values ('207-555-0198')`))).toMatch(
      /users_phone_e164/,
    );
    expect(
      await rejection(
        db()
          .insert(businesses)
          .values({ name: 'X', city: 'boston' as never }),
      ),
    ).toMatch(/businesses_city_check/);
  });

  it("moves jobs of the old 'kitchen' role type to 'cook' and refuses the old value after", async () => {
    const migration = readFileSync(findUp('drizzle/0004_merge_kitchen_role.sql')!, 'utf8');
    const insertKitchenJob = (business_id: string) =>
      insertJob(db(), { business_id, title: 'Dishwasher', role_type: 'kitchen' as never });
    // runMigrations applied it already: the value is gone.
    const business = await insertBusiness(db());
    expect(await rejection(insertKitchenJob(business.id))).toMatch(/jobs_role_type_check/);

    // The table as it was before, with a job of the old role type, then the migration again.
    await db().execute(sql`alter table jobs drop constraint jobs_role_type_check`);
    await db().execute(
      sql`alter table jobs add constraint jobs_role_type_check check (role_type in ('server', 'bartender', 'cook', 'kitchen', 'management', 'host', 'other'))`,
    );
    const job = await insertKitchenJob(business.id);
    for (const statement of migration.split('--> statement-breakpoint'))
      await db().execute(sql.raw(statement));

    const [row] = await db().select({ role_type: jobs.role_type }).from(jobs).where(eq(jobs.id, job.id));
    expect(row?.role_type).toBe('cook');
    expect(await rejection(insertKitchenJob(business.id))).toMatch(/jobs_role_type_check/);
    await db().delete(businesses).where(eq(businesses.id, business.id));
  });
});

describe('business phones in one format', () => {
  it('rewrites (207) 555-0131 phones to E.164 and leaves every other value as it was', async () => {
    const migration = readFileSync(findUp('drizzle/0016_business_phones_e164.sql')!, 'utf8');
    const phones = ['(207) 555-0131', '(800) 555-0199', '+12075550132', '2075550133', '(207)555-0134', null];
    const rows = [];
    for (const phone of phones) rows.push(await insertBusiness(db(), { phone }));
    for (const statement of migration.split('--> statement-breakpoint'))
      await db().execute(sql.raw(statement));

    const after = new Map(
      (await db().select({ id: businesses.id, phone: businesses.phone }).from(businesses)).map((row) => [
        row.id,
        row.phone,
      ]),
    );
    expect(rows.map((row) => after.get(row.id))).toEqual([
      '+12075550131',
      '+18005550199',
      '+12075550132',
      '2075550133',
      '(207)555-0134',
      null,
    ]);
    for (const row of rows) await db().delete(businesses).where(eq(businesses.id, row.id));
  });
});

describe('demo seed', () => {
  beforeAll(async () => {
    await seedDemoData(db(), { adminPhones });
  });

  it('covers every employment type, role type and tip structure with at least 40 jobs', async () => {
    const rows = await db().select().from(jobs);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((j) => j.employment_type))).toEqual(new Set(schema.JOB_EMPLOYMENT_TYPES));
    expect(new Set(rows.map((j) => j.role_type))).toEqual(new Set(schema.JOB_ROLE_TYPES));
    expect(new Set(rows.map((j) => j.tip_structure).filter(Boolean))).toEqual(new Set(schema.TIP_STRUCTURES));
    expect(rows.some((j) => !j.is_tipped_role)).toBe(true);
    expect(new Set(rows.map((j) => j.status))).toEqual(new Set(schema.JOB_STATUSES));
  });

  it('has a scheduled job and an expired one', async () => {
    const [future] = await db().select({ n: count() }).from(jobs).where(gt(jobs.posted_at, sql`now()`));
    const [expired] = await db().select({ n: count() }).from(jobs).where(lt(jobs.expires_at, sql`now()`));
    expect(future?.n).toBeGreaterThanOrEqual(1);
    expect(expired?.n).toBeGreaterThanOrEqual(1);
  });

  it('keeps weekly hours equal to the shift blocks, including an overnight shift', async () => {
    const rows = await db().select().from(jobs);
    for (const job of rows) {
      const hours = scheduleHours(job.schedule_data);
      expect(job.weekly_hours).toBe(hours);
      if (!['contract', 'temporary'].includes(job.employment_type)) {
        expect(job.employment_type).toBe(employmentTypeForHours(hours));
      }
    }
    expect(rows.some((j) => j.schedule_data.some((s) => ['01:00', '02:00'].includes(s.endTime)))).toBe(true);
  });

  it("gives some jobs 'Languages spoken at work' from the contract's list, and leaves others without", async () => {
    const rows = await db().select({ languages: jobs.languages }).from(jobs);
    expect(rows.some((j) => j.languages.length === 0)).toBe(true);
    expect(rows.some((j) => j.languages.includes('es'))).toBe(true);
    for (const { languages } of rows) expect(languages.every(isWorkLanguage)).toBe(true);
  });

  it('sorts by pay with a salary of base plus tips', async () => {
    const [top] = await db().select().from(jobs).orderBy(sql`${jobs.salary} desc`).limit(1);
    expect(top?.salary).toBe((top?.base_hourly_pay ?? 0) + (top?.estimated_tips_hourly ?? 0));
    expect(top?.is_tipped_role).toBe(true);
  });

  it('gives businesses owners and managers, and one owner two businesses', async () => {
    const roles = await db()
      .select({ business: businessMembers.business_id, role: businessMembers.role })
      .from(businessMembers);
    const withBoth = new Set(
      roles
        .filter(
          (r) => r.role === 'manager' && roles.some((o) => o.business === r.business && o.role === 'owner'),
        )
        .map((r) => r.business),
    );
    expect(withBoth.size).toBeGreaterThanOrEqual(3);
    const [owner] = await db().select({ id: users.id }).from(users).where(eq(users.phone, '+12075550101'));
    const owned = await db()
      .select({ n: count() })
      .from(businessMembers)
      .where(and(eq(businessMembers.user_id, owner?.id ?? ''), eq(businessMembers.role, 'owner')));
    expect(owned[0]?.n).toBe(2);
  });

  it('creates the admin and workers with work experience', async () => {
    const [admin] = await db().select().from(users).where(eq(users.phone, '+12075550100'));
    expect(admin).toMatchObject({ is_admin: true, role: 'admin', first_name: 'Avery', last_name: 'Admin' });
    const [worker] = await db().select({ id: users.id }).from(users).where(eq(users.phone, '+12075550103'));
    const history = await db()
      .select()
      .from(workExperiences)
      .where(eq(workExperiences.user_id, worker?.id ?? ''));
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history.filter((h) => h.is_current)).toHaveLength(1);
  });

  it('does not duplicate when seeded again, and reseeding restores the demo', async () => {
    const first = await seedDemoData(db(), { adminPhones });
    const second = await seedDemoData(db(), { adminPhones });
    expect(first.skipped).toBe(true);
    expect(second).toEqual(first);

    await db().delete(jobs).where(eq(jobs.role_type, 'server'));
    await db().insert(users).values({ phone: '+12075550197' });
    const reseeded = await reseedDemoData(db(), { adminPhones });
    expect(reseeded).toEqual({ ...first, skipped: false });
  });
});
