import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { person } from '../../test/signed-in-person.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alertDeps, sweepNewlyLiveJobs } from './job-alert-delivery.ts';

// Quiet hours on a set clock (the app's `clock`, which the text outbox reads), on two nights that
// each end in a daylight-saving change in Portland (America/New_York): 20:59 goes at once, 21:00
// and 07:59 wait for 08:00 on the clock of the morning after the change, 08:00 goes.

let t: TestApp;
let businessId: string;
/** The time the app reads; each case sets it. Jobs are live by the database's real clock. */
let now = new Date('2030-01-15T15:00:00Z');
let serial = 0;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://perks.example' }, undefined, { clock: () => now });
  businessId = (await insertBusiness(t.database.db)).id;
  // Jobs of the demo data went live before any alert: claim them now so no case meets them.
  await runAlerts();
});

afterAll(async () => {
  await t?.close();
});

/** The minute's sweep and every job it queues that is due on the queue's own (real) clock. */
async function runAlerts() {
  await sweepNewlyLiveJobs(alertDeps(t.app));
  while ((await t.app.jobs.runDueJobs()) > 0) {}
}

/** A person with an instant text alert, and a job for it posted with the app's clock at `at`. */
async function textAlertAt(at: Date) {
  now = at;
  serial += 1;
  const word = `qh${serial}x`;
  const who = await person(t.app, t.database.db);
  const created = await callAs(t.app, 'POST', '/user/job-alerts', who, {
    name: `Texts ${word}`,
    filters: { title_search: word },
    frequency: 'instant',
    channels: ['sms'],
  });
  expect(created.statusCode).toBe(201);
  await insertJob(t.database.db, { business_id: businessId, title: `Server ${word}` });
  await runAlerts();
  return who.id;
}

async function textOf(userId: string) {
  const rows = await t.database.db.select().from(textMessages).where(eq(textMessages.user_id, userId));
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe.each([
  {
    night: 'the night clocks go forward (EST to EDT, 10 March 2030)',
    // 20:59 and 21:00 EST on the 9th (UTC-5); 07:59 and 08:00 EDT on the 10th (UTC-4).
    at2059: '2030-03-10T01:59:00Z',
    at2100: '2030-03-10T02:00:00Z',
    at0759: '2030-03-10T11:59:00Z',
    at0800: '2030-03-10T12:00:00Z',
  },
  {
    night: 'the night clocks go back (EDT to EST, 3 November 2030)',
    // 20:59 and 21:00 EDT on the 2nd (UTC-4); 07:59 and 08:00 EST on the 3rd (UTC-5).
    at2059: '2030-11-03T00:59:00Z',
    at2100: '2030-11-03T01:00:00Z',
    at0759: '2030-11-03T12:59:00Z',
    at0800: '2030-11-03T13:00:00Z',
  },
])('alert texts on $night', ({ at2059, at2100, at0759, at0800 }) => {
  it('go at 20:59, wait from 21:00 and at 07:59 until 08:00 Portland time, and go at 08:00', async () => {
    const eightAm = new Date(at0800);

    const beforeQuiet = await textAlertAt(new Date(at2059));
    expect(await textOf(beforeQuiet)).toMatchObject({ status: 'sent', send_after: new Date(at2059) });

    const atNine = await textAlertAt(new Date(at2100));
    expect(await textOf(atNine)).toMatchObject({ status: 'held', send_after: eightAm });

    const beforeEight = await textAlertAt(new Date(at0759));
    expect(await textOf(beforeEight)).toMatchObject({ status: 'held', send_after: eightAm });

    const atEight = await textAlertAt(eightAm);
    expect(await textOf(atEight)).toMatchObject({ status: 'sent', send_after: eightAm });

    // 08:00: the held texts go, without waiting for the queue's own clock to reach their hour.
    await t.app.jobs.runDueJobs({ includeDelayed: true });
    for (const held of [atNine, beforeEight]) expect((await textOf(held)).status).toBe('sent');
  });
});
