import { ANALYTICS_TIME_ZONE, IDEMPOTENCY_KEY_TTL_HOURS, RETENTION } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { createTestApp, setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-sessions.ts';
import { pruneExpiredRecords, RETENTION_LOCK_ID } from './retention.repository.ts';
import { RETENTION_JOB, retentionCron } from './retention-schedule.ts';

const ago = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const DAY = 24;
const KEPT = { textMessagesDays: 90, emailMessagesDays: 60, pageViewsDays: 732 };
const NO_MESSAGES_OR_VIEWS = { textMessages: 0, emailMessages: 0, pageViews: 0, dataExports: 0 };

describe('pruning expired records', () => {
  const t = setUpTestApp();

  it('deletes what no rule reads any more and keeps everything still in use', async () => {
    const db = t.app.db;
    const user = await createTestUser(db, { phone: '+12075550140' });
    const phone = user.phone;
    await db.insert(schema.otpChallenges).values([
      { phone, code_hash: 'old', expires_at: ago(RETENTION.expiredCodesDays * DAY + 1) },
      { phone, code_hash: 'recent', expires_at: ago(1) },
    ]);
    await db.insert(schema.otpEvents).values([
      { phone, kind: 'sent', created_at: ago(RETENTION.signInEventsDays * DAY + 1) },
      { phone, kind: 'failed', created_at: ago(DAY) },
    ]);
    const family = (id: string) => ({ family_id: id, user_id: user.id });
    await db.insert(schema.refreshSessions).values([
      // Expired long enough ago: both tokens of the sign-in go.
      {
        ...family('00000000-0000-4000-8000-000000000001'),
        token_hash: 'e1',
        family_expires_at: ago(2 * DAY),
      },
      {
        ...family('00000000-0000-4000-8000-000000000001'),
        token_hash: 'e2',
        family_expires_at: ago(2 * DAY),
      },
      // Revoked long ago: goes.
      {
        ...family('00000000-0000-4000-8000-000000000002'),
        token_hash: 'r1',
        family_expires_at: ago(-DAY),
        revoked_at: ago(RETENTION.revokedSessionsDays * DAY + 1),
      },
      // Revoked yesterday: an access token of it may still be presented, so it stays.
      {
        ...family('00000000-0000-4000-8000-000000000003'),
        token_hash: 'r2',
        family_expires_at: ago(-DAY),
        revoked_at: ago(DAY),
      },
      // Alive, with a rotated token that reuse detection still needs.
      {
        ...family('00000000-0000-4000-8000-000000000004'),
        token_hash: 'a1',
        family_expires_at: ago(-DAY),
        rotated_at: ago(40 * DAY),
      },
      { ...family('00000000-0000-4000-8000-000000000004'), token_hash: 'a2', family_expires_at: ago(-DAY) },
    ]);
    await db.insert(schema.idempotencyKeys).values([
      { key: 'old', user_id: user.id, request_hash: 'h', created_at: ago(IDEMPOTENCY_KEY_TTL_HOURS + 1) },
      { key: 'new', user_id: user.id, request_hash: 'h' },
    ]);

    await db.insert(schema.requestEvents).values([
      { action: 'lead', network: '192.0.2.1', created_at: ago(RETENTION.formEventsDays * DAY + 1) },
      { action: 'lead', network: '192.0.2.2' },
      // The assistant's calls (decision 069) go with them, never inside the hour they count for.
      { action: 'ai_call', network: '192.0.2.3', created_at: ago(RETENTION.formEventsDays * DAY + 1) },
      { action: 'ai_call', network: '192.0.2.4', created_at: ago(1) },
    ]);

    await db.insert(schema.cardCodeUses).values([
      { user_id: user.id, step: 1, first_seen_at: ago(RETENTION.cardCodeUsesDays * DAY + 1) },
      { user_id: user.id, step: 2, first_seen_at: ago(0) },
    ]);

    await db.insert(schema.inboundTexts).values([
      { message_id: 'SMold', received_at: ago(RETENTION.inboundTextsDays * DAY + 1) },
      { message_id: 'SMrecent', received_at: ago(RETENTION.inboundTextsDays * DAY - 1) },
    ]);
    const prompt = { phone: '+12075550177', kind: 'conversation-choice', options: [], pending: 'Yes' };
    await db.insert(schema.textPrompts).values([
      { ...prompt, pending: 'old', created_at: ago(RETENTION.textPromptsDays * DAY + 1) },
      { ...prompt, pending: 'recent', created_at: ago(RETENTION.textPromptsDays * DAY - 1) },
    ]);

    expect(await pruneExpiredRecords(db, KEPT)).toEqual({
      codes: 1,
      signInEvents: 1,
      sessions: 3,
      idempotencyKeys: 1,
      formEvents: 2,
      cardCodeUses: 1,
      inboundTexts: 1,
      textPrompts: 1,
      ...NO_MESSAGES_OR_VIEWS,
    });
    expect((await db.select().from(schema.cardCodeUses)).map((row) => row.step)).toEqual([2]);
    expect((await db.select().from(schema.inboundTexts)).map((row) => row.message_id)).toEqual(['SMrecent']);
    expect((await db.select().from(schema.textPrompts)).map((row) => row.pending)).toEqual(['recent']);

    expect((await db.select().from(schema.otpChallenges)).map((row) => row.code_hash)).toEqual(['recent']);
    expect((await db.select().from(schema.otpEvents)).map((row) => row.kind)).toEqual(['failed']);
    expect((await db.select().from(schema.refreshSessions)).map((row) => row.token_hash).sort()).toEqual([
      'a1',
      'a2',
      'r2',
    ]);
    expect((await db.select().from(schema.idempotencyKeys)).map((row) => row.key)).toEqual(['new']);
    expect((await db.select().from(schema.requestEvents)).map((row) => row.network).sort()).toEqual([
      '192.0.2.2',
      '192.0.2.4',
    ]);

    // A second round finds nothing more.
    expect(await pruneExpiredRecords(db, KEPT)).toEqual({
      codes: 0,
      signInEvents: 0,
      sessions: 0,
      idempotencyKeys: 0,
      formEvents: 0,
      cardCodeUses: 0,
      inboundTexts: 0,
      textPrompts: 0,
      ...NO_MESSAGES_OR_VIEWS,
    });
  });

  it("keeps a conversation's messages however old, with its application (decision 086)", async () => {
    const db = t.app.db;
    const worker = await createTestUser(db, { phone: '+12075550178' });
    const [application] = await db
      .insert(schema.jobApplications)
      .values({
        user_id: worker.id,
        job_title: 'Line Cook',
        business_name: 'Gone Bistro',
        status: 'withdrawn',
        status_changed_at: ago(400 * DAY),
        profile: {
          first_name: 'Ana',
          last_name: 'Silva',
          member_since: ago(500 * DAY).toISOString(),
          verified_employers: [],
          work_experience: [],
        },
        created_at: ago(500 * DAY),
      })
      .returning({ id: schema.jobApplications.id });
    await db.insert(schema.conversationMessages).values({
      application_id: application!.id,
      sender_id: worker.id,
      side: 'applicant',
      body: 'Thanks for your time',
      created_at: ago(400 * DAY),
    });
    await pruneExpiredRecords(db, { textMessagesDays: 31, emailMessagesDays: 1, pageViewsDays: 1 });
    const kept = await db
      .select({ body: schema.conversationMessages.body })
      .from(schema.conversationMessages);
    expect(kept).toContainEqual({ body: 'Thanks for your time' });
  });

  it('prunes finished texts and e-mails and old page-view counters after their periods, never a queued or held message', async () => {
    const db = t.app.db;
    const old = (days: number) => ago(days * DAY + 1);
    const text = (
      key: string,
      status: (typeof schema.textMessages.$inferInsert)['status'],
      updatedAt: Date,
    ) => ({
      phone: '+12075550150',
      category: 'job-alert',
      body: key,
      dedupe_key: `retention-${key}`,
      status,
      send_after: updatedAt,
      send_day: '2026-01-01',
      updated_at: updatedAt,
    });
    await db.insert(schema.textMessages).values([
      text('sent-old', 'sent', old(KEPT.textMessagesDays)),
      text('skipped-old', 'skipped', old(KEPT.textMessagesDays)),
      text('failed-old', 'failed', old(KEPT.textMessagesDays)),
      text('sent-recent', 'sent', old(KEPT.textMessagesDays - 1)),
      // Still to go: kept however old.
      text('queued-old', 'queued', old(KEPT.textMessagesDays)),
      text('held-old', 'held', old(KEPT.textMessagesDays)),
    ]);
    const email = (
      key: string,
      status: (typeof schema.emailMessages.$inferInsert)['status'],
      updatedAt: Date,
    ) => ({
      to_address: 'pat@example.com',
      category: 'job-alert',
      subject: key,
      text_body: key,
      html_body: key,
      dedupe_key: `retention-${key}`,
      status,
      updated_at: updatedAt,
    });
    await db
      .insert(schema.emailMessages)
      .values([
        email('sent-old', 'sent', old(KEPT.emailMessagesDays)),
        email('failed-old', 'failed', old(KEPT.emailMessagesDays)),
        email('sent-recent', 'sent', old(KEPT.emailMessagesDays - 1)),
        email('queued-old', 'queued', old(KEPT.emailMessagesDays)),
      ]);
    // Days in Portland's calendar, as the cut counts them: another zone's date differs from it for
    // some hours every night, and the row at the cut would then be a day older than meant.
    const dayAgo = (days: number) => sql`((now() at time zone ${ANALYTICS_TIME_ZONE})::date - ${days}::int)`;
    const businessId = '00000000-0000-4000-8000-0000000000b1';
    for (const [days, pageId] of [
      [KEPT.pageViewsDays + 1, '00000000-0000-4000-8000-0000000000a1'],
      [KEPT.pageViewsDays, '00000000-0000-4000-8000-0000000000a2'],
      [0, '00000000-0000-4000-8000-0000000000a3'],
    ] as const) {
      await db.execute(
        sql`insert into page_views (business_id, kind, page_id, day, views) values (${businessId}, 'job', ${pageId}, ${dayAgo(days)}, 3)`,
      );
      // Each page's copied day (decision 089) goes by the same cut.
      await db.execute(
        sql`insert into page_view_page_days (business_id, kind, page_id, day, views) values (${businessId}, 'job', ${pageId}, ${dayAgo(days)}, 3)`,
      );
    }

    expect(await pruneExpiredRecords(db, KEPT)).toMatchObject({
      textMessages: 3,
      emailMessages: 2,
      pageViews: 1,
    });
    expect((await db.select().from(schema.textMessages)).map((row) => row.body).sort()).toEqual([
      'held-old',
      'queued-old',
      'sent-recent',
    ]);
    expect((await db.select().from(schema.emailMessages)).map((row) => row.subject).sort()).toEqual([
      'queued-old',
      'sent-recent',
    ]);
    // Every day analytics can still show (the longest period and the one before it) stays.
    for (const table of [schema.pageViews, schema.pageViewPageDays])
      expect((await db.select().from(table)).map((row) => row.page_id).sort()).toEqual([
        '00000000-0000-4000-8000-0000000000a2',
        '00000000-0000-4000-8000-0000000000a3',
      ]);
  });

  it('skips a round while another instance holds the pruning lock', async () => {
    if (t.database.engine !== 'postgres') return; // PGlite has one session: there is no other instance.
    const other = await createTestApp({}, { database: t.database });
    try {
      await t.app.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RETENTION_LOCK_ID})`);
        expect(await pruneExpiredRecords(other.app.db, KEPT)).toBeNull();
      });
    } finally {
      await other.close();
    }
  });

  it('runs as a job of the shared queue, on a cron made from the interval', async () => {
    const db = t.app.db;
    await db
      .insert(schema.otpEvents)
      .values({ phone: '+12075550141', kind: 'sent', created_at: ago(RETENTION.signInEventsDays * DAY + 1) });
    await t.app.jobs.send(RETENTION_JOB, {});
    await t.app.jobs.runDueJobs();
    const left = await db
      .select()
      .from(schema.otpEvents)
      .where(sql`${schema.otpEvents.phone} = '+12075550141'`);
    expect(left).toEqual([]);
    expect([60, 15, 120, 1440, 90].map(retentionCron)).toEqual([
      '0 * * * *',
      '*/15 * * * *',
      '0 */2 * * *',
      '0 0 * * *',
      '0 */2 * * *',
    ]);
  });
});
