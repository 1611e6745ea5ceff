import { RETENTION, retentionPeriods, ZRetentionPeriods } from '@perks/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RETENTION_JOB } from '../retention/index.ts';

const DAY_MS = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

let t: TestApp;
beforeAll(async () => {
  // Not the defaults, so a page reading anything but the configuration would show other numbers.
  t = await createTestApp({ TEXT_MESSAGE_RETENTION_DAYS: '45', EMAIL_MESSAGE_RETENTION_DAYS: '20' });
});
afterAll(() => t?.close());

describe('GET /legal/retention (what the privacy page states)', () => {
  it("answers the contract's fixed periods and this server's configured ones", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/legal/retention' });
    expect(res.statusCode).toBe(200);
    const body = ZRetentionPeriods.parse(res.json().data);
    expect(body).toEqual(
      retentionPeriods({ textMessagesDays: 45, emailMessagesDays: 20, pageViewsDays: 732 }),
    );
    expect(body).toMatchObject(RETENTION);
  });

  it('states the periods the retention job prunes by: a record one day inside is kept, one day past is gone', async () => {
    const periods = ZRetentionPeriods.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/legal/retention' })).json().data,
    );
    const db = t.app.db;
    const text = (key: string, at: Date) => ({
      phone: '+12075550177',
      category: 'job-alert',
      body: key,
      dedupe_key: `legal-${key}`,
      status: 'sent' as const,
      send_after: at,
      send_day: '2026-01-01',
      updated_at: at,
    });
    await db
      .insert(schema.textMessages)
      .values([
        text('inside', daysAgo(periods.textMessagesDays - 1)),
        text('past', daysAgo(periods.textMessagesDays + 1)),
      ]);
    const email = (key: string, at: Date) => ({
      to_address: 'pat@example.com',
      category: 'job-alert',
      subject: key,
      text_body: key,
      html_body: key,
      dedupe_key: `legal-${key}`,
      status: 'sent' as const,
      updated_at: at,
    });
    await db
      .insert(schema.emailMessages)
      .values([
        email('inside', daysAgo(periods.emailMessagesDays - 1)),
        email('past', daysAgo(periods.emailMessagesDays + 1)),
      ]);
    await db.insert(schema.otpEvents).values([
      { phone: '+12075550178', kind: 'sent', created_at: daysAgo(periods.signInEventsDays - 1) },
      { phone: '+12075550179', kind: 'sent', created_at: daysAgo(periods.signInEventsDays + 1) },
    ]);
    await db.insert(schema.inboundTexts).values([
      { message_id: 'SMlegalinside', received_at: daysAgo(periods.inboundTextsDays - 1) },
      { message_id: 'SMlegalpast', received_at: daysAgo(periods.inboundTextsDays + 1) },
    ]);

    await t.app.jobs.send(RETENTION_JOB, {});
    await t.app.jobs.runDueJobs();

    expect((await db.select().from(schema.textMessages)).map((row) => row.body)).toEqual(['inside']);
    expect((await db.select().from(schema.emailMessages)).map((row) => row.subject)).toEqual(['inside']);
    expect((await db.select().from(schema.otpEvents)).map((row) => row.phone)).toEqual(['+12075550178']);
    expect((await db.select().from(schema.inboundTexts)).map((row) => row.message_id)).toEqual([
      'SMlegalinside',
    ]);
  });
});
