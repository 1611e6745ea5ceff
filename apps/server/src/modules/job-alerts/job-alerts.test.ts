import {
  ALERT_EMAIL_CONFIRMATIONS_PER_DAY,
  ALERT_EMAIL_LINK_INVALID,
  JOB_ALERT_TEXT_STOP,
  JOB_ALERTS_MAX,
  JOB_ALERTS_TOO_MANY,
  type TCreateJobAlertRequest,
  UNSUBSCRIBE_LINK_INVALID,
} from '@perks/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailMessages, jobs, textMessages, users } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { daysFromNow, insertBusiness, insertJob } from '../../test/job-fixtures.ts';
import { jobPayload } from '../../test/job-posting-fixtures.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { alertDeps, JOB_ALERT_TEXT_CATEGORY, sendDueDigests } from './job-alert-delivery.ts';
import { alertSubscriber, createJobAlert, deliverAlerts } from './job-alert-test-kit.ts';

let t: TestApp;
let smtp: SmtpCapture;
let businessId: string;
let serial = 0;

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  who: Person | null,
  payload?: object,
) => callAs(t.app, method, url, who, payload);

/** A word no other job or alert in the file uses, so each test's filters match only its own jobs. */
const uniqueWord = () => {
  serial += 1;
  return `zq${serial}x`;
};

const createAlert = (who: Person, settings: Partial<TCreateJobAlertRequest> & { word: string }) =>
  createJobAlert(t.app, who, settings);
const subscriber = () => alertSubscriber(t.app, t.database.db);
const deliver = () => deliverAlerts(t.app);

const portlandHour = (at: Date) =>
  Number(
    new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      hour: 'numeric',
      hourCycle: 'h23',
    }).format(at),
  );

const postJob = (title: string, values: Partial<Parameters<typeof insertJob>[1]> = {}) =>
  insertJob(t.database.db, { business_id: businessId, title, ...values });

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Perks <alerts@perks.example>',
    PUBLIC_URL: 'https://perks.example',
  });
  businessId = (await insertBusiness(t.database.db)).id;
  // Jobs of the demo data went live before any alert: claim them now so no test meets them.
  await deliver();
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('saved searches', () => {
  it('creates, lists, changes, pauses and deletes, for the signed-in person only', async () => {
    const sam = await person(t.app, t.database.db);
    const other = await person(t.app, t.database.db);
    const { id } = await createAlert(sam, {
      word: 'bar',
      filters: { role_type: 'bartender', is_tipped_role: true },
    });
    const list = (await call('GET', '/user/job-alerts', sam)).json().data;
    expect(list.items).toMatchObject([
      { id, filters: { role_type: 'bartender', is_tipped_role: true }, digest_time: '08:00', paused: false },
    ]);
    expect(list.email).toEqual({ address: null, confirmed: false });

    const changed = await call('PATCH', `/user/job-alerts/${id}`, sam, {
      paused: true,
      frequency: 'daily',
      digest_time: '18:30',
    });
    expect(changed.json().data).toMatchObject({ paused: true, frequency: 'daily', digest_time: '18:30' });
    expect((await call('PATCH', `/user/job-alerts/${id}`, other, { paused: false })).statusCode).toBe(404);
    expect((await call('DELETE', `/user/job-alerts/${id}`, sam)).json().data.items).toEqual([]);
    expect((await call('GET', '/user/job-alerts', null)).statusCode).toBe(401);
  });

  it("answers 404 to deleting someone else's alert, as to changing it, and keeps it", async () => {
    const sam = await person(t.app, t.database.db);
    const other = await person(t.app, t.database.db);
    const { id } = await createAlert(sam, { word: 'cook' });
    await createAlert(other, { word: 'host' });

    const edit = await call('PATCH', `/user/job-alerts/${id}`, other, { paused: true });
    const remove = await call('DELETE', `/user/job-alerts/${id}`, other);
    expect([edit.statusCode, remove.statusCode]).toEqual([404, 404]);
    expect(remove.json().error).toEqual(edit.json().error);
    expect((await call('GET', '/user/job-alerts', sam)).json().data.items).toMatchObject([
      { id, paused: false },
    ]);

    // One already deleted answers the same, so a 404 never tells whose an alert was.
    expect((await call('DELETE', `/user/job-alerts/${id}`, sam)).statusCode).toBe(200);
    const again = await call('DELETE', `/user/job-alerts/${id}`, sam);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual(edit.json().error);
  });

  it('refuses bad input with a 400 that names the field', async () => {
    const sam = await person(t.app, t.database.db);
    const base = { name: 'x', filters: {}, frequency: 'instant', channels: ['email'] };
    const cases: [object, string][] = [
      [{ ...base, name: 'Bar\u0000' }, 'name'],
      [{ ...base, channels: 'email' }, 'channels'],
      [{ ...base, filters: { page: 2 } }, 'filters'],
      [{ ...base, digest_time: '25:00' }, 'digest_time'],
      [{ ...base, frequency: 'hourly' }, 'frequency'],
      [{ ...base, filters: { min_pay: -1 } }, 'min_pay'],
      [{ ...base, filters: { min_pay: 'lots' } }, 'min_pay'],
      [{ ...base, filters: { min_pay: 1e9 } }, 'min_pay'],
      [{ ...base, filters: { min_pay: true } }, 'min_pay'],
      [{ ...base, filters: { languages: 'es,xx' } }, 'languages'],
      [{ ...base, filters: { languages: ['es', 1] } }, 'languages'],
      [{ ...base, filters: { languages: 'en,es,fr,pt,ar,so,sw,ln,rw,rn,am' } }, 'languages'],
    ];
    for (const [payload, field] of cases) {
      const answer = await call('POST', '/user/job-alerts', sam, payload);
      expect(answer.statusCode, field).toBe(400);
      expect(JSON.stringify(answer.json().error), field).toContain(field);
    }
    expect((await call('PUT', '/user/job-alerts/email', sam, { email: 'not an address' })).statusCode).toBe(
      400,
    );
  });

  it(`holds ${JOB_ALERTS_MAX} per person when requests arrive at once`, async () => {
    const sam = await person(t.app, t.database.db);
    const answers = await Promise.all(
      Array.from({ length: JOB_ALERTS_MAX + 5 }, (_, n) =>
        call('POST', '/user/job-alerts', sam, {
          name: `A${n}`,
          filters: {},
          frequency: 'daily',
          channels: ['email'],
          paused: true,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(JOB_ALERTS_MAX);
    expect(statuses.filter((status) => status === 422)).toHaveLength(5);
    expect(answers.find((answer) => answer.statusCode === 422)?.json().error.message).toBe(
      JOB_ALERTS_TOO_MANY,
    );
    expect((await call('GET', '/user/job-alerts', sam)).json().data.items).toHaveLength(JOB_ALERTS_MAX);
  });
});

describe('the alert address', () => {
  it('is confirmed by the link e-mailed to it, without signing in', async () => {
    const sam = await person(t.app, t.database.db);
    const address = `sam${sam.id.slice(0, 6)}@example.com`;
    const set = await call('PUT', '/user/job-alerts/email', sam, { email: address });
    expect(set.json().data).toEqual({ address, confirmed: false });
    await deliver();
    const [mail] = smtp.sentTo(address);
    const link = mail?.text.match(/https:\/\/perks\.example\/alerts\/confirm\/(\S+)/);
    expect(link).toBeTruthy();
    const token = link![1]!;

    expect(
      (await call('POST', '/job-alerts/email/confirm', null, { token: `${token}x` })).json().error.message,
    ).toBe(ALERT_EMAIL_LINK_INVALID);
    const confirmed = await call('POST', '/job-alerts/email/confirm', null, { token });
    expect(confirmed.json().data).toEqual({ address, confirmed: true });
    expect((await call('GET', '/user/job-alerts', sam)).json().data.email).toEqual({
      address,
      confirmed: true,
    });

    // A link for an address the person has since changed confirms nothing.
    await call('PUT', '/user/job-alerts/email', sam, { email: `new-${address}` });
    expect((await call('POST', '/job-alerts/email/confirm', null, { token })).statusCode).toBe(400);
  });

  it('is confirmed by a link that reveals neither the address nor the account', async () => {
    const kim = await person(t.app, t.database.db);
    const address = `kim${kim.id.slice(0, 6)}@example.com`;
    await call('PUT', '/user/job-alerts/email', kim, { email: address });
    await deliver();
    const token = smtp.sentTo(address)[0]?.text.match(/\/alerts\/confirm\/(\S+)/)?.[1];
    expect(token).toBeTruthy();
    // However the token is read (as text, or any part of it decoded), neither shows.
    const readings = [token!, ...token!.split('.')].flatMap((part) => {
      const bytes = Buffer.from(part, 'base64url');
      return [part, bytes.toString('utf8'), bytes.toString('hex')];
    });
    for (const reading of readings) {
      expect(reading).not.toContain(address);
      expect(reading).not.toContain(kim.id);
      expect(reading).not.toContain(kim.id.replaceAll('-', ''));
    }
    expect((await call('POST', '/job-alerts/email/confirm', null, { token })).json().data).toEqual({
      address,
      confirmed: true,
    });
  });

  it(`sends at most ${ALERT_EMAIL_CONFIRMATIONS_PER_DAY} confirmation links a day, even at once`, async () => {
    const sam = await person(t.app, t.database.db);
    const answers = await Promise.all(
      Array.from({ length: ALERT_EMAIL_CONFIRMATIONS_PER_DAY + 3 }, (_, n) =>
        call('PUT', '/user/job-alerts/email', sam, { email: `try${n}-${sam.id.slice(0, 6)}@example.com` }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(ALERT_EMAIL_CONFIRMATIONS_PER_DAY);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
  });
});

describe('instant alerts', () => {
  it('e-mail a job that goes live, with its pay, link and one-click unsubscribe headers, once', async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    const alert = await createAlert(sam, { word });
    const job = await postJob(`Bartender ${word}`, {
      base_hourly_pay: 15,
      is_tipped_role: true,
      estimated_tips_hourly: 8,
    });
    await deliver();
    await deliver(); // a second sweep finds nothing new
    const mails = smtp.sentTo(sam.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.headers.subject).toContain(`Bartender ${word}`);
    expect(mail!.text).toContain('$15.00/hr + $8.00/hr tips');
    expect(mail!.text).toContain(`https://perks.example/jobs/${job.id}`);
    expect(mail!.html).toContain(`href="https://perks.example/jobs/${job.id}"`);
    expect(mail!.text).toContain('https://perks.example/alerts');
    expect(mail!.headers['list-unsubscribe']).toMatch(
      /^<https:\/\/perks\.example\/api\/v1\/job-alerts\/unsubscribe\/\S+>$/,
    );
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const list = (await call('GET', '/user/job-alerts', sam)).json().data.items;
    expect(list.find((item: { id: string }) => item.id === alert.id).last_alerted_at).not.toBeNull();
  });

  it("keep 'Languages spoken at work': only jobs listing any of them", async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    const { id } = await createAlert(sam, { word, filters: { title_search: word, languages: 'so,fr' } });
    const list = (await call('GET', '/user/job-alerts', sam)).json().data;
    expect(list.items.find((alert: { id: string }) => alert.id === id).filters).toEqual({
      title_search: word,
      languages: ['fr', 'so'],
    });
    await postJob(`Cook ${word} none`, {});
    await postJob(`Cook ${word} spanish`, { languages: ['en', 'es'] });
    const somali = await postJob(`Cook ${word} somali`, { languages: ['en', 'so'] });
    await deliver();
    const links = smtp.sentTo(sam.email).map((mail) => mail.text);
    expect(links).toHaveLength(1);
    expect(links.join('\n')).toContain(`/jobs/${somali.id}`);
  });

  it('keep a pay floor: only jobs whose hourly figure reaches it', async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    const { id } = await createAlert(sam, { word, filters: { title_search: word, min_pay: '19.50' } });
    const list = (await call('GET', '/user/job-alerts', sam)).json().data;
    expect(list.items.find((alert: { id: string }) => alert.id === id).filters).toEqual({
      title_search: word,
      min_pay: 19.5,
    });
    await postJob(`Cook ${word} low`, { base_hourly_pay: 19 });
    const range = await postJob(`Cook ${word} range`, {
      base_hourly_pay: null,
      hourly_rate_min: 17,
      hourly_rate_max: 21,
    });
    const tipped = await postJob(`Server ${word} tipped`, {
      base_hourly_pay: 12,
      is_tipped_role: true,
      estimated_tips_hourly: 8,
    });
    await deliver();
    // The jobs went live together: one e-mail lists the two that reach the floor.
    const links = smtp.sentTo(sam.email).map((mail) => mail.text);
    expect(links).toHaveLength(1);
    expect(links[0]).toContain(`/jobs/${range.id}`);
    expect(links[0]).toContain(`/jobs/${tipped.id}`);
    expect(links[0]!.match(/\/jobs\/[0-9a-f-]{36}/g)).toHaveLength(2);
  });

  it('send each job once per person across all their searches, and nothing when nothing matched', async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    await createAlert(sam, { word, name: 'One' });
    await createAlert(sam, { word, name: 'Two', filters: { title_search: word, role_type: 'bartender' } });
    await postJob(`Bartender ${word}`, { role_type: 'bartender' });
    await postJob(`Cook ${uniqueWord()}`);
    await deliver();
    expect(smtp.sentTo(sam.email)).toHaveLength(1);
  });

  it('wait for a scheduled job to go live, and never send to an unconfirmed address or a paused alert', async () => {
    const sam = await subscriber();
    const unconfirmed = await person(t.app, t.database.db);
    await t.database.db
      .update(users)
      .set({ email: 'unconfirmed@example.com' })
      .where(eq(users.id, unconfirmed.id));
    const word = uniqueWord();
    await createAlert(sam, { word });
    await createAlert(unconfirmed, { word });
    const paused = await subscriber();
    await createAlert(paused, { word, paused: true });

    const job = await postJob(`Host ${word}`, { posted_at: daysFromNow(2) });
    await deliver();
    expect(smtp.sentTo(sam.email)).toHaveLength(0);
    await t.database.db
      .update(jobs)
      .set({ posted_at: daysFromNow(-0.001) })
      .where(eq(jobs.id, job.id));
    await deliver();
    expect(smtp.sentTo(sam.email)).toHaveLength(1);
    expect(smtp.sentTo('unconfirmed@example.com')).toHaveLength(0);
    expect(smtp.sentTo(paused.email)).toHaveLength(0);
  });

  it('text at most 3 a day, each ending with how to stop', async () => {
    const sam = await person(t.app, t.database.db);
    const word = uniqueWord();
    await createAlert(sam, { word, channels: ['sms'] });
    // Four jobs going live one after another (jobs live at once share one text).
    for (let n = 0; n < 4; n += 1) {
      await postJob(`Server ${word} ${n}`);
      await deliver();
    }
    const texts = await t.database.db.select().from(textMessages).where(eq(textMessages.user_id, sam.id));
    expect(texts.every((text) => text.category === JOB_ALERT_TEXT_CATEGORY)).toBe(true);
    expect(texts.every((text) => text.body.endsWith(JOB_ALERT_TEXT_STOP))).toBe(true);
    expect(texts.filter((text) => text.status !== 'skipped')).toHaveLength(3);
    expect(texts.filter((text) => text.reason === 'daily_limit')).toHaveLength(1);
    // Never in Portland's quiet hours: a text asked for from 21:00 to 08:00 is held to 08:00.
    for (const text of texts.filter((each) => each.status !== 'skipped')) {
      expect(text.status === 'held' || text.send_after <= new Date()).toBe(true);
      expect(portlandHour(text.send_after)).toBeGreaterThanOrEqual(8);
      expect(portlandHour(text.send_after)).toBeLessThan(21);
    }
  });
});

describe('a job posted through the API', () => {
  it('is matched at once, without waiting for the minute sweep', async () => {
    const sam = await subscriber();
    const owner = await person(t.app, t.database.db, { memberships: [{ businessId, role: 'owner' }] });
    const word = uniqueWord();
    await createAlert(sam, { word });
    const posted = await call('POST', '/jobs', owner, jobPayload(businessId, { title: `Server ${word}` }));
    expect(posted.statusCode).toBe(201);
    // The nudge is queued after the reply has gone (an onResponse hook, not awaited): on
    // PostgreSQL it can land a moment after the 201, so run the queue until the mail is there.
    await vi.waitFor(
      async () => {
        while ((await t.app.jobs.runDueJobs()) > 0) {}
        const [mail] = smtp.sentTo(sam.email);
        expect(mail?.text).toContain(`/jobs/${posted.json().data.id}`);
      },
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe('the e-mail outbox', () => {
  /** An e-mail queued as a feature would, without its job having run. */
  async function queuedEmail(to: string) {
    await t.app.emailOutbox.queue(t.database.db, {
      userId: null,
      to,
      category: 'test',
      dedupeKey: `outbox-test:${to}`,
      subject: 'Hello',
      text: 'Hello',
      html: '<p>Hello</p>',
    });
    const [row] = await t.database.db.select().from(emailMessages).where(eq(emailMessages.to_address, to));
    return row!.id;
  }
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(emailMessages).where(eq(emailMessages.id, id)))[0];

  it('retries a message the SMTP server refused, sends it once, and gives up after the last attempt', async () => {
    const to = `retry-${uniqueWord()}@example.com`;
    const id = await queuedEmail(to);
    smtp.failing = true;
    try {
      await expect(t.app.emailOutbox.deliver(id, 0)).rejects.toThrow();
      expect(await statusOf(id)).toMatchObject({ status: 'queued', attempts: 1 });
    } finally {
      smtp.failing = false;
    }
    await t.app.emailOutbox.deliver(id, 1);
    await t.app.emailOutbox.deliver(id, 2); // a late duplicate run finds it sent
    expect(await statusOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(smtp.sentTo(to)).toHaveLength(1);

    const last = `last-${uniqueWord()}@example.com`;
    const lastId = await queuedEmail(last);
    smtp.failing = true;
    try {
      await t.app.emailOutbox.deliver(lastId, 3);
    } finally {
      smtp.failing = false;
    }
    expect(await statusOf(lastId)).toMatchObject({ status: 'failed' });
  });

  it('never sends again a message an attempt left mid-send', async () => {
    const to = `interrupted-${uniqueWord()}@example.com`;
    const id = await queuedEmail(to);
    await t.database.db.update(emailMessages).set({ status: 'sending' }).where(eq(emailMessages.id, id));
    await t.app.emailOutbox.deliver(id, 1);
    expect(smtp.sentTo(to)).toHaveLength(0);
    expect(await statusOf(id)).toMatchObject({ status: 'failed' });
    while ((await t.app.jobs.runDueJobs()) > 0) {}
    expect(smtp.sentTo(to)).toHaveLength(0);
  });
});

describe('unsubscribe', () => {
  it('works from the e-mailed link without signing in: GET tells, the one-click POST does it', async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    await createAlert(sam, { word, name: 'Bar shifts' });
    await postJob(`Barback ${word}`);
    await deliver();
    const url = smtp.sentTo(sam.email)[0]!.headers['list-unsubscribe']!.slice(1, -1);
    const path = new URL(url).pathname;

    const preview = await t.app.inject({ method: 'GET', url: path });
    expect(preview.json().data).toEqual({ alert_name: 'Bar shifts', unsubscribed: false });
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ alert_name: 'Bar shifts', unsubscribed: true });
    const [alert] = (await call('GET', '/user/job-alerts', sam)).json().data.items;
    expect(alert).toMatchObject({ channels: [], paused: true });

    // The screen's form without JavaScript: back to the screen, which reads ?done.
    const token = path.split('/').pop()!;
    const fromForm = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,*/*' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(fromForm.statusCode).toBe(303);
    expect(fromForm.headers.location).toBe(`/alerts/unsubscribe/${token}?done=1`);

    await postJob(`Barback ${word} again`);
    await deliver();
    expect(smtp.sentTo(sam.email)).toHaveLength(1);

    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.message).toBe(UNSUBSCRIBE_LINK_INVALID);
  });
});

describe('daily digests', () => {
  it("go at the person's Portland time with only the jobs live since the last one", async () => {
    const sam = await subscriber();
    const word = uniqueWord();
    const { id } = await createAlert(sam, { word, frequency: 'daily', digest_time: '18:00' });
    await postJob(`Cook ${word} one`);
    await postJob(`Cook ${word} two`);
    await deliver();
    expect(smtp.sentTo(sam.email)).toHaveLength(0);

    // The alert was created just now; its first digest time is the next 18:00 in Portland.
    const created = new Date((await call('GET', '/user/job-alerts', sam)).json().data.items[0].created_at);
    // Steps forward by whole minutes from creation until the clock reads 17:59 and then 18:00 in Portland.
    let before = new Date(created.getTime() + 60_000);
    while (!(portlandHour(before) === 17 && before.getUTCMinutes() === 59))
      before = new Date(before.getTime() + 60_000);
    const at = new Date(before.getTime() + 60_000);
    const deps = alertDeps(t.app);

    expect(await sendDueDigests(deps, before)).toBe(0);
    expect(await sendDueDigests(deps, at)).toBe(1);
    expect(await sendDueDigests(deps, new Date(at.getTime() + 60_000))).toBe(0);
    await deliver();
    const [digest] = smtp.sentTo(sam.email);
    expect(digest!.headers.subject).toContain('2 new jobs');
    expect(digest!.text).toContain(`Cook ${word} one`);

    // The next day: nothing new matched, nothing sent.
    expect(await sendDueDigests(deps, new Date(at.getTime() + 86_400_000))).toBe(0);
    await postJob(`Cook ${word} three`);
    await deliver();
    expect(await sendDueDigests(deps, new Date(at.getTime() + 86_400_000))).toBe(1);
    await deliver();
    const mails = smtp.sentTo(sam.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain(`Cook ${word} three`);
    expect(mails[1]!.text).not.toContain(`Cook ${word} one`);
    expect(id).toBeTruthy();
  });
});
