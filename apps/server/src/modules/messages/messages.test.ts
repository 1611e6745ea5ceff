import { MESSAGE_MAX, MESSAGE_TEXTS_PER_PAIR_PER_DAY } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, textMessages, users } from '../../db/schema/index.ts';
import { type AuthTestApp, createAuthTestApp } from '../../test/auth-test-kit.ts';
import { callAs } from '../../test/call-as.ts';
import { person } from '../../test/signed-in-person.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import {
  conversationSetUp,
  daytimeClock,
  endApplication,
  gatewayReply,
  listAs,
  phoneOf,
  readAs,
  sendAs,
} from './messages-test-kit.ts';

// Conversations on applications (decision 086): who reads and writes, the limits, blocks and
// reports, the read-only rule, the delivery by text and e-mail, and replies by text (decision 087).

const PUBLIC_URL = 'https://perks.example';
const TOKEN = 'secret-token';
let t: AuthTestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createAuthTestApp({ PUBLIC_URL, SMTP_URL: smtp.url }, undefined, { clock: daytimeClock() });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
const reply = (From: string, Body: string, messageId?: string) =>
  gatewayReply(t.app, { From, Body }, { publicUrl: PUBLIC_URL, token: TOKEN, messageId });

describe('a conversation on an application', () => {
  it('carries messages both ways, counts unread, and shows the business when the applicant read', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db());
    const sent = await sendAs(t.app, owner, applicationId, {
      body: 'Hi Ana, can you come in Tuesday? https://example.com/x',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({ side: 'business', read_at: null, channel: 'app' });

    const list = (await listAs(t.app, worker)).json().data;
    expect(list.unread_total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: applicationId, side: 'applicant', unread: 1 });
    expect(list.items[0].last_message).toContain('Tuesday');

    const read = await readAs(t.app, worker, applicationId);
    expect(read.statusCode).toBe(200);
    const conversation = read.json().data;
    expect(conversation).toMatchObject({ side: 'applicant', can_send: true, blocked_by_me: false });
    // The link stays words: the body is exactly what was written.
    expect(conversation.messages[0].body).toBe('Hi Ana, can you come in Tuesday? https://example.com/x');
    expect((await listAs(t.app, worker)).json().data.unread_total).toBe(0);

    const ownerView = (await readAs(t.app, owner, applicationId)).json().data;
    expect(ownerView.side).toBe('business');
    expect(ownerView.messages[0].read_at).not.toBeNull();
    // No phone number anywhere in what either side reads.
    const phone = await phoneOf(db(), worker.id);
    expect(JSON.stringify(ownerView)).not.toContain(phone.slice(2));

    expect((await sendAs(t.app, worker, applicationId, { body: 'Yes, 3 pm works.' })).statusCode).toBe(201);
    expect((await listAs(t.app, owner)).json().data.items[0]).toMatchObject({ side: 'business', unread: 1 });
  });

  it('is for its applicant and the business only: others get 404, an admin only once a message is reported', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db());
    const stranger = await person(t.app, db());
    const admin = await person(t.app, db(), { admin: true });
    const other = await conversationSetUp(t.app, db());
    await sendAs(t.app, owner, applicationId, { body: 'Hello' });

    expect((await readAs(t.app, stranger, applicationId)).statusCode).toBe(404);
    expect((await readAs(t.app, other.owner, applicationId)).statusCode).toBe(404);
    expect((await sendAs(t.app, other.owner, applicationId, { body: 'Hi' })).statusCode).toBe(404);
    expect((await readAs(t.app, null, applicationId)).statusCode).toBe(401);
    expect((await readAs(t.app, admin, applicationId)).statusCode).toBe(404);
    expect((await callAs(t.app, 'GET', '/admin/reported-messages', worker)).statusCode).toBe(403);

    const message = (await readAs(t.app, worker, applicationId)).json().data.messages[0];
    const report = await callAs(t.app, 'POST', `/messages/${message.id}/report`, worker, { reason: 'Rude' });
    expect(report.statusCode).toBe(200);
    expect(report.json().data.reported).toBe(true);
    // Again is fine; one's own message cannot be reported; a stranger cannot see it.
    expect((await callAs(t.app, 'POST', `/messages/${message.id}/report`, worker, {})).statusCode).toBe(200);
    expect((await callAs(t.app, 'POST', `/messages/${message.id}/report`, owner, {})).statusCode).toBe(409);
    expect((await callAs(t.app, 'POST', `/messages/${message.id}/report`, stranger, {})).statusCode).toBe(
      404,
    );

    const adminView = await readAs(t.app, admin, applicationId);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.json().data).toMatchObject({ side: 'admin', can_send: false });
    // An admin reading marks nothing read, and cannot write.
    expect((await sendAs(t.app, admin, applicationId, { body: 'Admin here' })).statusCode).toBe(403);
    const reported = (await callAs(t.app, 'GET', '/admin/reported-messages', admin)).json().data.items;
    expect(reported[0]).toMatchObject({
      message_id: message.id,
      conversation_id: applicationId,
      side: 'business',
      reported_by_side: 'applicant',
      reason: 'Rude',
      body: 'Hello',
    });
  });

  it('refuses a bad message: blank, too long, NUL, wrong type, unknown field, an id that is no uuid', async () => {
    const { owner, applicationId } = await conversationSetUp(t.app, db());
    const bad = [
      { body: '   ' },
      { body: 'x'.repeat(MESSAGE_MAX + 1) },
      { body: 'a\u0000b' },
      { body: 42 },
      {},
      { body: 'Hi', extra: 1 },
    ];
    for (const body of bad) expect((await sendAs(t.app, owner, applicationId, body)).statusCode).toBe(400);
    expect((await sendAs(t.app, owner, 'not-a-uuid', { body: 'Hi' })).statusCode).toBe(400);
    expect((await sendAs(t.app, owner, applicationId, { body: 'x'.repeat(MESSAGE_MAX) })).statusCode).toBe(
      201,
    );
    const huge = await t.app.inject({
      method: 'POST',
      url: `/api/v1/applications/${applicationId}/messages`,
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ body: 'x'.repeat(3_000_000) }),
    });
    expect([400, 413]).toContain(huge.statusCode);
  });

  it('blocks: a blocked side cannot write until unblocked, on both sides', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db());
    const blocked = await callAs(t.app, 'PUT', `/applications/${applicationId}/conversation/block`, worker);
    expect(blocked.json().data).toEqual({ blocked_by_me: true });
    expect((await sendAs(t.app, owner, applicationId, { body: 'Hi' })).statusCode).toBe(403);
    expect((await sendAs(t.app, worker, applicationId, { body: 'Hi' })).statusCode).toBe(403);
    expect((await readAs(t.app, owner, applicationId)).json().data).toMatchObject({
      can_send: false,
      closed_reason: 'Messages to this conversation are turned off.',
    });
    await callAs(t.app, 'DELETE', `/applications/${applicationId}/conversation/block`, worker);
    expect((await sendAs(t.app, owner, applicationId, { body: 'Hi' })).statusCode).toBe(201);

    await callAs(t.app, 'PUT', `/applications/${applicationId}/conversation/block`, owner);
    expect((await sendAs(t.app, worker, applicationId, { body: 'Hello?' })).statusCode).toBe(403);
    expect((await readAs(t.app, owner, applicationId)).json().data.blocked_by_me).toBe(true);
  });

  it('becomes read-only 30 days after the application is withdrawn or not selected, and keeps every message', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db());
    await sendAs(t.app, owner, applicationId, { body: 'Thanks for applying' });
    await endApplication(db(), applicationId, 'withdrawn', 29);
    expect((await sendAs(t.app, owner, applicationId, { body: 'Still there?' })).statusCode).toBe(201);
    await endApplication(db(), applicationId, 'not_selected', 31);
    const refused = await sendAs(t.app, worker, applicationId, { body: 'Hello' });
    expect(refused.statusCode).toBe(409);
    const read = (await readAs(t.app, worker, applicationId)).json().data;
    expect(read.can_send).toBe(false);
    expect(read.messages).toHaveLength(2);
  });
});

describe('delivery of a business message', () => {
  it('goes by text to an applicant who opted in, ending with how to answer, and by e-mail to a confirmed address, in their language', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    await db()
      .update(users)
      .set({ language: 'es', email: 'ana.es@example.com', email_confirmed_at: new Date() })
      .where(eq(users.id, worker.id));
    const phone = await phoneOf(db(), worker.id);
    await sendAs(t.app, owner, applicationId, { body: 'Can you start Monday?' });
    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    const [text] = t.sms.sentTo(phone);
    expect(text?.body).toContain('Can you start Monday?');
    expect(text?.body).toContain('Responde a este mensaje para contestar');
    const [mail] = smtp.sentTo('ana.es@example.com');
    expect(mail?.headers.subject).toContain('te envió un mensaje');
    expect(mail?.text).toContain(`${PUBLIC_URL}/messages/${applicationId}`);

    // The job run again (a retry) sends nothing twice.
    const { deliverMessage } = await import('./message-delivery.ts');
    const [stored] = await db()
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.application_id, applicationId));
    await deliverMessage(t.app, stored!.id);
    await t.app.jobs.runDueJobs();
    expect(t.sms.sentTo(phone)).toHaveLength(1);
    expect(smtp.sentTo('ana.es@example.com')).toHaveLength(1);
  });

  it(`texts at most ${MESSAGE_TEXTS_PER_PAIR_PER_DAY} of one business's messages a day to an applicant; another business's still go`, async () => {
    const first = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const second = await conversationSetUp(t.app, db(), { smsUpdates: true, worker: first.worker });
    const phone = await phoneOf(db(), first.worker.id);
    for (let n = 0; n <= MESSAGE_TEXTS_PER_PAIR_PER_DAY; n += 1) {
      expect((await sendAs(t.app, first.owner, first.applicationId, { body: `Note ${n}` })).statusCode).toBe(
        201,
      );
    }
    await sendAs(t.app, second.owner, second.applicationId, { body: 'From the other business' });
    await t.app.jobs.runDueJobs();
    const bodies = t.sms.sentTo(phone).map((text) => text.body);
    expect(bodies.filter((body) => body.includes('Note'))).toHaveLength(MESSAGE_TEXTS_PER_PAIR_PER_DAY);
    expect(bodies.filter((body) => body.includes('From the other business'))).toHaveLength(1);
    const refused = await db()
      .select({ reason: textMessages.reason })
      .from(textMessages)
      .where(and(eq(textMessages.phone, phone), eq(textMessages.status, 'skipped')));
    expect(refused).toEqual([{ reason: 'daily_limit' }]);
    // Every message is in the conversation, texted or not.
    expect((await readAs(t.app, first.worker, first.applicationId)).json().data.messages).toHaveLength(
      MESSAGE_TEXTS_PER_PAIR_PER_DAY + 1,
    );
  });

  it('sends no text without the opt-in and no e-mail to an unconfirmed address', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: false });
    await db()
      .update(users)
      .set({ email: 'unconfirmed@example.com', email_confirmed_at: null })
      .where(eq(users.id, worker.id));
    await sendAs(t.app, owner, applicationId, { body: 'Hello' });
    await t.app.jobs.runDueJobs();
    expect(t.sms.sentTo(await phoneOf(db(), worker.id))).toHaveLength(0);
    expect(smtp.sentTo('unconfirmed@example.com')).toHaveLength(0);
  });
});

describe('a reply by text', () => {
  it('lands in the conversation of the newest text, once however often the gateway posts it', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const phone = await phoneOf(db(), worker.id);
    await sendAs(t.app, owner, applicationId, { body: 'Are you free Friday?' });
    await t.app.jobs.runDueJobs();
    expect(t.sms.sentTo(phone)).toHaveLength(1);

    const messageId = `SMreply${Date.now()}`;
    expect((await reply(phone, 'Yes, Friday works', messageId)).statusCode).toBe(200);
    expect((await reply(phone, 'Yes, Friday works', messageId)).statusCode).toBe(200);
    const view = (await readAs(t.app, owner, applicationId)).json().data;
    expect(
      view.messages.map((m: { body: string; side: string; channel: string }) => [m.side, m.channel, m.body]),
    ).toEqual([
      ['business', 'app', 'Are you free Friday?'],
      ['applicant', 'text', 'Yes, Friday works'],
    ]);
  });

  it('asks which conversation when two businesses texted in the last day, and delivers the kept reply to the number chosen', async () => {
    const first = await conversationSetUp(t.app, db(), {
      smsUpdates: true,
      businessName: 'Salt Pier Kitchen',
    });
    const second = await conversationSetUp(t.app, db(), {
      smsUpdates: true,
      worker: first.worker,
      businessName: 'Harbor Fish Bar',
    });
    const phone = await phoneOf(db(), first.worker.id);
    await sendAs(t.app, first.owner, first.applicationId, { body: 'From Salt Pier' });
    await t.app.jobs.runDueJobs();
    await sendAs(t.app, second.owner, second.applicationId, { body: 'From Harbor' });
    await t.app.jobs.runDueJobs();

    await reply(phone, 'See you then');
    await t.app.jobs.runDueJobs();
    const question = t.sms.sentTo(phone).at(-1)?.body ?? '';
    expect(question).toContain('which conversation');
    expect(question).toContain('Reply 1 for Harbor Fish Bar');
    expect(question).toContain('2 for Salt Pier Kitchen');
    expect((await readAs(t.app, first.owner, first.applicationId)).json().data.messages).toHaveLength(1);

    await reply(phone, '2');
    const salt = (await readAs(t.app, first.owner, first.applicationId)).json().data.messages;
    expect(salt.at(-1)).toMatchObject({ side: 'applicant', channel: 'text', body: 'See you then' });
    expect((await readAs(t.app, second.owner, second.applicationId)).json().data.messages).toHaveLength(1);
    // The question is answered: another '2' is an ordinary reply, which is again ambiguous.
    await reply(phone, '2');
    expect((await readAs(t.app, first.owner, first.applicationId)).json().data.messages).toHaveLength(2);
  });

  it("keeps STOP meaning stop: it stops that business's message texts and lands in no conversation", async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const phone = await phoneOf(db(), worker.id);
    await sendAs(t.app, owner, applicationId, { body: 'First' });
    await t.app.jobs.runDueJobs();
    await reply(phone, 'STOP');
    await sendAs(t.app, owner, applicationId, { body: 'Second' });
    await t.app.jobs.runDueJobs();
    expect(t.sms.sentTo(phone)).toHaveLength(1);
    const messages = (await readAs(t.app, owner, applicationId)).json().data.messages;
    expect(messages.map((m: { body: string }) => m.body)).toEqual(['First', 'Second']);
  });

  it('drops a reply from a phone no conversation text went to, and one from an applicant the business blocked', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const phone = await phoneOf(db(), worker.id);
    expect((await reply('+12075550199', 'Hello?')).statusCode).toBe(200);
    await sendAs(t.app, owner, applicationId, { body: 'Hi' });
    await t.app.jobs.runDueJobs();
    await callAs(t.app, 'PUT', `/applications/${applicationId}/conversation/block`, owner);
    await reply(phone, 'Why?');
    expect((await readAs(t.app, owner, applicationId)).json().data.messages).toHaveLength(1);
  });
});

describe('a business message in quiet hours', () => {
  /** 23:30 in Portland today (or tomorrow): inside quiet hours, the database's now() within a day. */
  function lateEvening(): Date {
    const now = new Date();
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(now),
    );
    return new Date(now.getTime() + ((23 - hour + 24) % 24) * 3_600_000 + 30 * 60_000);
  }
  let night: AuthTestApp;
  beforeAll(async () => {
    const at = lateEvening();
    night = await createAuthTestApp({ PUBLIC_URL }, undefined, { clock: () => at });
  });
  afterAll(() => night?.close());

  it('is held for the morning, not dropped, and a reply before it goes reaches no conversation', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(night.app, night.database.db, {
      smsUpdates: true,
    });
    const phone = await phoneOf(night.database.db, worker.id);
    await sendAs(night.app, owner, applicationId, { body: 'See you tomorrow?' });
    await night.app.jobs.runDueJobs();
    expect(night.sms.sentTo(phone)).toHaveLength(0);
    const [held] = await night.database.db.select().from(textMessages).where(eq(textMessages.phone, phone));
    expect(held).toMatchObject({ status: 'held', reason: null });
    expect(held?.body).toContain('See you tomorrow?');
    const answered = await gatewayReply(
      night.app,
      { From: phone, Body: 'Yes' },
      { publicUrl: PUBLIC_URL, token: TOKEN },
    );
    expect(answered.statusCode).toBe(200);
    expect((await readAs(night.app, owner, applicationId)).json().data.messages).toHaveLength(1);
  });
});
