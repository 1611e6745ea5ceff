import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emailMessages } from '../../db/schema/index.ts';
import { person } from '../../test/signed-in-person.ts';
import { setUpTestApp } from '../../test/test-app.ts';

const email = (status: 'queued' | 'failed') => ({
  to_address: 'ops@example.com',
  category: 'job-alert',
  subject: 'New jobs',
  text_body: 'New jobs',
  html_body: '<p>New jobs</p>',
  dedupe_key: randomUUID(),
  status,
});

describe('GET /admin/operations', () => {
  const t = setUpTestApp();

  it('answers admins only', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/operations' })).statusCode).toBe(401);
    const member = await person(t.app, t.database.db);
    expect((await t.app.inject({ url: '/api/v1/admin/operations', headers: member.auth })).statusCode).toBe(
      403,
    );
  });

  it("gives the queue per job name, the outboxes' states, texts against the cap and the day's failures", async () => {
    const admin = await person(t.app, t.database.db, { admin: true });
    await t.app.jobs.register(
      'operations-test-fails',
      async () => {
        throw new Error('always fails');
      },
      { retryLimit: 0 },
    );
    await t.app.jobs.send('operations-test-fails', {});
    await t.app.jobs.runDueJobs();
    await t.app.jobs.register('operations-test-waits', async () => undefined);
    await t.app.jobs.send('operations-test-waits', {});
    await t.app.jobs.send('operations-test-waits', {});
    await t.database.db.insert(emailMessages).values([email('queued'), email('failed')]);

    const res = await t.app.inject({ url: '/api/v1/admin/operations', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    const queue = (name: string) => data.queues.find((one: { name: string }) => one.name === name);
    expect(queue('operations-test-fails')).toMatchObject({ queued: 0, active: 0, failed: 1 });
    expect(queue('operations-test-waits')).toMatchObject({ queued: 2, active: 0, failed: 0 });
    expect(queue('operations-test-waits').oldest_due_seconds).toBeGreaterThanOrEqual(0);
    expect(data.queues.filter((one: { name: string }) => one.name.startsWith('__pgboss'))).toEqual([]);
    expect(data.outboxes.email).toEqual(
      expect.arrayContaining([
        { status: 'queued', count: 1 },
        { status: 'failed', count: 1 },
        { status: 'sent', count: 0 },
      ]),
    );
    expect(data.outboxes.text.map((one: { status: string }) => one.status)).toEqual([
      'queued',
      'held',
      'sending',
      'sent',
      'skipped',
      'failed',
    ]);
    expect(data.sms).toEqual({ sent_last_hour: 0, hourly_cap: 300 });
    expect(data.failures_last_day).toEqual({ jobs: 1, texts: 0, emails: 1 });
  });
});
