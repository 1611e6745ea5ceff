import { INTERVIEW_MESSAGES, portlandInstant } from '@perks/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews, jobApplications, textMessages, users } from '../../db/schema/index.ts';
import { applicantPerson, applyTo } from '../../test/application-fixtures.ts';
import { type AuthTestApp, createAuthTestApp } from '../../test/auth-test-kit.ts';
import { callAs } from '../../test/call-as.ts';
import {
  conversationSetUp,
  daytimeClock,
  gatewayReply,
  phoneOf,
  readAs,
} from '../../test/conversation-kit.ts';
import { person } from '../../test/signed-in-person.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { reminderTimes } from './interview-notices.ts';
import { actAs, interviewsAs, inviteAs, portlandSlot } from './interviews-test-kit.ts';

// Interviews on an application (decision 090): who invites and answers, the limits, one time
// held once, answers by text, the notices and reminders, and the outcome.

const PUBLIC_URL = 'https://perks.example';
const TOKEN = 'secret-token';
let t: AuthTestApp;
let smtp: SmtpCapture;
/** The clock the app reads: the daytime real clock unless a test sets one. */
let setClock: Date | null = null;
const daytime = daytimeClock();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createAuthTestApp({ PUBLIC_URL, SMTP_URL: smtp.url }, undefined, {
    clock: () => setClock ?? daytime(),
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const db = () => t.database.db;
const reply = (From: string, Body: string, messageId?: string) =>
  gatewayReply(t.app, { From, Body }, { publicUrl: PUBLIC_URL, token: TOKEN, messageId });
const threeTimes = (days = 3) => [
  portlandSlot(days, '15:00'),
  portlandSlot(days, '16:00'),
  portlandSlot(days + 1, '10:30', 45),
];

async function statusOf(applicationId: string) {
  const [row] = await db()
    .select({ status: jobApplications.status })
    .from(jobApplications)
    .where(eq(jobApplications.id, applicationId));
  return row!.status;
}

describe('an invitation to an interview', () => {
  it('is sent by an owner with up to 5 Portland times, the business address, with whom and a note; the status becomes Interview', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db());
    const slots = threeTimes();
    const res = await inviteAs(t.app, owner, applicationId, {
      slots,
      with_whom: 'Maria',
      note: 'Bring your food handler card',
    });
    expect(res.statusCode).toBe(201);
    const interview = res.json().data;
    expect(interview).toMatchObject({
      status: 'offered',
      place: 'business',
      with_whom: 'Maria',
      note: 'Bring your food handler card',
    });
    expect(interview.address).toContain('Fore St');
    expect(interview.slots.map((slot: { number: number }) => slot.number)).toEqual([1, 2, 3]);
    expect(interview.slots[0].starts_at).toBe(portlandInstant(slots[0]!.date, '15:00')!.toISOString());
    expect(await statusOf(applicationId)).toBe('interview');

    const seen = (await interviewsAs(t.app, worker, applicationId)).json().data;
    expect(seen).toMatchObject({ side: 'applicant', no_shows: null });
    expect(seen.items).toHaveLength(1);
    // One open invitation per application.
    const again = await inviteAs(t.app, owner, applicationId, { slots });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(INTERVIEW_MESSAGES.alreadyOpen);
  });

  it('is for the owners and managers of the business only; anyone else is told there is no such application', async () => {
    const { worker, applicationId } = await conversationSetUp(t.app, db());
    const stranger = await person(t.app, db());
    expect(
      (await inviteAs(t.app, stranger, applicationId, { slots: threeTimes(), place: 'phone' })).statusCode,
    ).toBe(404);
    expect((await interviewsAs(t.app, stranger, applicationId)).statusCode).toBe(404);
    expect(
      (await inviteAs(t.app, worker, applicationId, { slots: threeTimes(), place: 'phone' })).statusCode,
    ).toBe(403);
    expect(
      (await inviteAs(t.app, null, applicationId, { slots: threeTimes(), place: 'phone' })).statusCode,
    ).toBe(401);
  });

  it('refuses bad input with 4xx and the contract messages', async () => {
    const { owner, applicationId } = await conversationSetUp(t.app, db());
    const bad = async (body: unknown) => {
      const res = await inviteAs(t.app, owner, applicationId, body);
      return { status: res.statusCode, message: JSON.stringify(res.json()) };
    };
    expect((await bad({ slots: [] })).message).toContain(INTERVIEW_MESSAGES.slotsMissing);
    expect(
      (await bad({ slots: Array.from({ length: 6 }, (_, n) => portlandSlot(3, `1${n}:00`)) })).message,
    ).toContain(INTERVIEW_MESSAGES.slotsTooMany);
    expect((await bad({ slots: [{ date: '2026-02-30', start: '10:00', minutes: 30 }] })).message).toContain(
      INTERVIEW_MESSAGES.dateInvalid,
    );
    expect((await bad({ slots: [{ date: '2027-03-14', start: '02:30', minutes: 30 }] })).message).toContain(
      INTERVIEW_MESSAGES.timeDoesNotExist,
    );
    expect((await bad({ slots: [portlandSlot(3, '15:00'), portlandSlot(3, '15:00')] })).message).toContain(
      INTERVIEW_MESSAGES.timeRepeated,
    );
    expect((await bad({ slots: [portlandSlot(-2, '15:00')] })).message).toContain(
      INTERVIEW_MESSAGES.timeInPast,
    );
    expect((await bad({ slots: [portlandSlot(120, '15:00')] })).message).toContain(
      INTERVIEW_MESSAGES.timeTooFar,
    );
    expect((await bad({ slots: [{ ...portlandSlot(3, '15:00'), minutes: '30' }] })).status).toBe(400);
    expect((await bad({ slots: [portlandSlot(3, '15:00')], place: 'moon' })).message).toContain(
      INTERVIEW_MESSAGES.placeInvalid,
    );
    expect((await bad({ slots: [portlandSlot(3, '15:00')], note: 'a\u0000b' })).status).toBe(400);
    expect((await bad({ slots: [portlandSlot(3, '15:00')], note: 'x'.repeat(1001) })).message).toContain(
      INTERVIEW_MESSAGES.noteTooLong,
    );
    expect((await bad({ slots: [portlandSlot(3, '15:00')], extra: 1 })).status).toBe(400);
    // Nothing was stored, and the application did not move.
    expect(await statusOf(applicationId)).toBe('new');
  });
});

describe('answering an invitation', () => {
  it('in the app: one time, held once; a second worker offered the same time is told it was taken and offered the rest', async () => {
    const first = await conversationSetUp(t.app, db());
    const worker2 = await applicantPerson(t.app, db());
    const second = (await applyTo(t.app, worker2, first.job.id, {})).json().data.id as string;
    const slots = threeTimes(5);
    const one = (await inviteAs(t.app, first.owner, first.applicationId, { slots })).json().data;
    const two = (await inviteAs(t.app, first.owner, second, { slots })).json().data;

    expect((await actAs(t.app, first.owner, one.id, 'choose', { slot: 2 })).statusCode).toBe(403);
    expect((await actAs(t.app, first.worker, one.id, 'choose', { slot: 7 })).statusCode).toBe(400);
    const chosen = await actAs(t.app, first.worker, one.id, 'choose', { slot: 2 });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toMatchObject({
      status: 'scheduled',
      starts_at: one.slots[1].starts_at,
      minutes: 30,
    });
    // Not twice.
    expect((await actAs(t.app, first.worker, one.id, 'choose', { slot: 1 })).statusCode).toBe(409);

    const taken = await actAs(t.app, worker2, two.id, 'choose', { slot: 2 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(INTERVIEW_MESSAGES.timeTaken);
    expect(taken.json().error.details.available.map((slot: { number: number }) => slot.number)).toEqual([
      1, 3,
    ]);
    const list = (await interviewsAs(t.app, worker2, second)).json().data;
    expect(list.items[0].slots.map((slot: { taken: boolean }) => slot.taken)).toEqual([false, true, false]);
    expect((await actAs(t.app, worker2, two.id, 'choose', { slot: 3 })).statusCode).toBe(200);
  });

  it('declines, or asks for other times, and the business can then offer new ones', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db());
    const offered = (
      await inviteAs(t.app, owner, applicationId, { slots: threeTimes(6), place: 'phone' })
    ).json().data;
    const asked = await actAs(t.app, worker, offered.id, 'other-times', { reason: 'I work mornings' });
    expect(asked.json().data).toMatchObject({
      status: 'other_times',
      reason: 'I work mornings',
      ended_by: 'applicant',
    });
    expect((await actAs(t.app, owner, offered.id, 'reschedule', { reason: 'New times' })).statusCode).toBe(
      400,
    );
    const moved = await actAs(t.app, owner, offered.id, 'reschedule', {
      reason: 'Afternoons then',
      slots: [portlandSlot(7, '14:00')],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ status: 'offered', place: 'phone' });
    const declined = await actAs(t.app, worker, moved.json().data.id, 'decline', {});
    expect(declined.json().data).toMatchObject({ status: 'declined', ended_by: 'applicant' });
    const history = (await interviewsAs(t.app, owner, applicationId)).json().data.items;
    expect(history.map((item: { status: string }) => item.status)).toEqual(['declined', 'rescheduled']);
  });

  it('is cancelled by either side with a reason (required), and the time is free again', async () => {
    const first = await conversationSetUp(t.app, db());
    const slots = [portlandSlot(8, '11:00')];
    const one = (await inviteAs(t.app, first.owner, first.applicationId, { slots })).json().data;
    await actAs(t.app, first.worker, one.id, 'choose', { slot: 1 });
    expect((await actAs(t.app, first.worker, one.id, 'cancel', { reason: '  ' })).statusCode).toBe(400);
    const cancelled = await actAs(t.app, first.worker, one.id, 'cancel', { reason: 'Found a job' });
    expect(cancelled.json().data).toMatchObject({
      status: 'cancelled',
      ended_by: 'applicant',
      reason: 'Found a job',
    });
    expect((await actAs(t.app, first.owner, one.id, 'cancel', { reason: 'again' })).statusCode).toBe(409);
    const worker2 = await applicantPerson(t.app, db());
    const second = (await applyTo(t.app, worker2, first.job.id, {})).json().data.id as string;
    const two = (await inviteAs(t.app, first.owner, second, { slots })).json().data;
    expect((await actAs(t.app, worker2, two.id, 'choose', { slot: 1 })).statusCode).toBe(200);
  });
});

describe('invitations by text', () => {
  it('lists the times numbered in the worker\'s language; a reply "2" picks time 2 once; both sides are confirmed', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    await db()
      .update(users)
      .set({ email: 'owner.int@example.com', email_confirmed_at: new Date() })
      .where(eq(users.id, owner.id));
    await db()
      .update(users)
      .set({ language: 'es', email: 'ana.int@example.com', email_confirmed_at: new Date() })
      .where(eq(users.id, worker.id));
    const phone = await phoneOf(db(), worker.id);
    const offered = (await inviteAs(t.app, owner, applicationId, { slots: threeTimes(4) })).json().data;
    await t.app.jobs.runDueJobs();
    const [invitation] = t.sms.sentTo(phone);
    expect(invitation?.body).toContain('Responde 1 para');
    expect(invitation?.body).toContain('Responde 3 para');

    const messageId = `SMint${Date.now()}`;
    expect((await reply(phone, '2', messageId)).statusCode).toBe(200);
    expect((await reply(phone, '2', messageId)).statusCode).toBe(200);
    const [row] = await db().select().from(interviews).where(eq(interviews.id, offered.id));
    expect(row).toMatchObject({ status: 'scheduled' });
    expect(row!.starts_at!.toISOString()).toBe(offered.slots[1].starts_at);
    // The number did not become a message in the conversation.
    expect((await readAs(t.app, owner, applicationId)).json().data.messages).toHaveLength(0);

    await t.app.jobs.runDueJobs();
    await t.app.jobs.runDueJobs();
    const texts = t.sms.sentTo(phone);
    expect(texts).toHaveLength(2);
    expect(texts[1]!.body).toContain('confirmada');
    const [toWorker] = smtp.sentTo('ana.int@example.com');
    const [toOwner] = smtp.sentTo('owner.int@example.com');
    expect(toWorker?.text).toContain(`${PUBLIC_URL}/api/v1/interviews/${offered.id}/calendar.ics?key=`);
    expect(toOwner?.headers.subject).toContain('Interview confirmed');
  });

  it('answers a number for a time taken meanwhile with the times left; words are no choice', async () => {
    const first = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const worker2 = await applicantPerson(t.app, db());
    const second = (await applyTo(t.app, worker2, first.job.id, { sms_updates: true })).json().data
      .id as string;
    const slots = threeTimes(9);
    const one = (await inviteAs(t.app, first.owner, first.applicationId, { slots })).json().data;
    await inviteAs(t.app, first.owner, second, { slots });
    await t.app.jobs.runDueJobs();
    await actAs(t.app, first.worker, one.id, 'choose', { slot: 1 });
    const phone2 = await phoneOf(db(), worker2.id);
    await reply(phone2, '1');
    await t.app.jobs.runDueJobs();
    const texts = t.sms.sentTo(phone2);
    expect(texts.at(-1)!.body).toContain('that time was just taken');
    expect(texts.at(-1)!.body).toContain('Reply 2 for');
    expect(texts.at(-1)!.body).not.toContain('Reply 1 for');
    await reply(phone2, '3');
    const list = (await interviewsAs(t.app, worker2, second)).json().data;
    expect(list.items[0]).toMatchObject({ status: 'scheduled', starts_at: list.items[0].slots[2].starts_at });
    // Words are no choice (they go to a conversation when a message of the business was texted).
    expect((await reply(phone2, 'See you then')).statusCode).toBe(200);
    expect((await interviewsAs(t.app, worker2, second)).json().data.items[0].status).toBe('scheduled');
  });

  it('tells the worker by text when the business moves the interview, with its reason and the new times', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const offered = (
      await inviteAs(t.app, owner, applicationId, { slots: [portlandSlot(11, '13:00')] })
    ).json().data;
    await actAs(t.app, worker, offered.id, 'choose', { slot: 1 });
    await actAs(t.app, owner, offered.id, 'reschedule', {
      reason: 'Our chef is away',
      slots: [portlandSlot(12, '13:00'), portlandSlot(12, '14:00')],
    });
    await t.app.jobs.runDueJobs();
    const last = t.sms.sentTo(await phoneOf(db(), worker.id)).at(-1)!.body;
    expect(last).toContain('moved your interview: "Our chef is away"');
    expect(last).toContain('Reply 2 for');
  });

  it('tells the worker by text when the business cancels, with its reason', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const offered = (
      await inviteAs(t.app, owner, applicationId, { slots: [portlandSlot(10, '13:00')] })
    ).json().data;
    await actAs(t.app, worker, offered.id, 'choose', { slot: 1 });
    await actAs(t.app, owner, offered.id, 'cancel', { reason: 'The kitchen floods' });
    await t.app.jobs.runDueJobs();
    const phone = await phoneOf(db(), worker.id);
    expect(t.sms.sentTo(phone).at(-1)!.body).toContain('"The kitchen floods"');
  });
});

describe('reminders', () => {
  /** Jobs of the queue whose start is at or before `at` are let run now: time has come to `at`. */
  async function timeComes(at: Date) {
    setClock = at;
    await db().execute(
      sql`update pgboss.job set start_after = now() where name = 'interview.reminder' and state = 'created' and start_after <= ${at.toISOString()}::timestamptz`,
    );
    await t.app.jobs.runDueJobs();
  }

  it('go the evening before at 18:00 and 2 hours before, on a set clock, and not for a moved time', async () => {
    try {
      const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
      const phone = await phoneOf(db(), worker.id);
      const slot = portlandSlot(12, '15:00');
      const offered = (await inviteAs(t.app, owner, applicationId, { slots: [slot] })).json().data;
      await actAs(t.app, worker, offered.id, 'choose', { slot: 1 });
      await t.app.jobs.runDueJobs();
      const before = t.sms.sentTo(phone).length; // the invitation and the confirmation

      const startsAt = new Date(offered.slots[0].starts_at);
      const { evening, last } = reminderTimes(startsAt);
      expect(evening.toISOString()).toBe(
        portlandInstant(
          new Date(Date.parse(`${slot.date}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10),
          '18:00',
        )!.toISOString(),
      );
      const [job] = (
        (await db().execute(
          sql`select start_after from pgboss.job where name = 'interview.reminder' and data->>'interviewId' = ${offered.id} and data->>'kind' = 'last'`,
        )) as unknown as { rows: { start_after: Date | string }[] }
      ).rows;
      expect(new Date(job!.start_after).toISOString()).toBe(last.toISOString());

      await timeComes(new Date(evening.getTime() - 60_000));
      expect(t.sms.sentTo(phone)).toHaveLength(before);
      await timeComes(evening);
      expect(t.sms.sentTo(phone)).toHaveLength(before + 1);
      await timeComes(new Date(last.getTime() - 60_000));
      expect(t.sms.sentTo(phone)).toHaveLength(before + 1);
      await timeComes(last);
      expect(t.sms.sentTo(phone)).toHaveLength(before + 2);
      expect(t.sms.sentTo(phone).at(-1)!.body).toContain('reminder');
      // Run again: once.
      await timeComes(new Date(last.getTime() + 60_000));
      await t.app.jobs.runDueJobs();
      expect(t.sms.sentTo(phone)).toHaveLength(before + 2);
    } finally {
      setClock = null;
    }
  });

  it('held through quiet hours: the 2-hour reminder of a 09:30 interview waits until 08:00', async () => {
    try {
      const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
      const phone = await phoneOf(db(), worker.id);
      const offered = (
        await inviteAs(t.app, owner, applicationId, { slots: [portlandSlot(14, '09:30')] })
      ).json().data;
      await actAs(t.app, worker, offered.id, 'choose', { slot: 1 });
      await t.app.jobs.runDueJobs();
      const { last } = reminderTimes(new Date(offered.slots[0].starts_at));
      await timeComes(last);
      const [held] = await db()
        .select()
        .from(textMessages)
        .where(and(eq(textMessages.phone, phone), eq(textMessages.status, 'held')));
      expect(held?.body).toContain('reminder');
      // 08:00 Portland that morning: half an hour after the reminder was due.
      expect(held?.send_after.toISOString()).toBe(new Date(last.getTime() + 30 * 60_000).toISOString());
    } finally {
      setClock = null;
    }
  });

  it('of a cancelled interview are not sent', async () => {
    const { worker, owner, applicationId } = await conversationSetUp(t.app, db(), { smsUpdates: true });
    const phone = await phoneOf(db(), worker.id);
    const offered = (
      await inviteAs(t.app, owner, applicationId, { slots: [portlandSlot(13, '15:00')] })
    ).json().data;
    await actAs(t.app, worker, offered.id, 'choose', { slot: 1 });
    await actAs(t.app, owner, offered.id, 'cancel', { reason: 'Closed that day' });
    // Its reminders' times come (only theirs: other tests leave texts held for later mornings).
    await db().execute(
      sql`update pgboss.job set start_after = now() where name = 'interview.reminder' and data->>'interviewId' = ${offered.id}`,
    );
    await t.app.jobs.runDueJobs();
    const texts = await db()
      .select({ body: textMessages.body })
      .from(textMessages)
      .where(and(eq(textMessages.phone, phone)));
    // The reminder's own words (a first text's introduction names 'reminders' as a kind of text).
    expect(texts.some((text) => text.body.includes('Industry Perks reminder:'))).toBe(false);
  });
});

describe('after the interview', () => {
  it('the owner marks Attended or No-show once the time has come; no-shows count at that business only', async () => {
    const { worker, owner, applicationId, job } = await conversationSetUp(t.app, db());
    const offered = (
      await inviteAs(t.app, owner, applicationId, { slots: [portlandSlot(2, '15:00')] })
    ).json().data;
    await actAs(t.app, worker, offered.id, 'choose', { slot: 1 });
    expect(
      (await actAs(t.app, owner, offered.id, 'outcome', { outcome: 'no_show' })).json().error.message,
    ).toBe(INTERVIEW_MESSAGES.notYet);
    await db()
      .update(interviews)
      .set({ starts_at: new Date(Date.now() - 3_600_000) })
      .where(eq(interviews.id, offered.id));
    expect((await actAs(t.app, worker, offered.id, 'outcome', { outcome: 'attended' })).statusCode).toBe(403);
    expect((await actAs(t.app, owner, offered.id, 'outcome', { outcome: 'maybe' })).statusCode).toBe(400);
    const marked = await actAs(t.app, owner, offered.id, 'outcome', { outcome: 'no_show' });
    expect(marked.json().data.status).toBe('no_show');
    expect((await interviewsAs(t.app, owner, applicationId)).json().data.no_shows).toBe(1);
    expect((await interviewsAs(t.app, worker, applicationId)).json().data.no_shows).toBeNull();

    // Another business the worker applies to sees none.
    const other = await conversationSetUp(t.app, db(), { worker, businessName: 'Other Dock Cafe' });
    expect((await interviewsAs(t.app, other.owner, other.applicationId)).json().data.no_shows).toBe(0);
    expect(job.id).toBeTruthy();
  });
});

describe('the business analytics', () => {
  it('count interviews offered, scheduled, attended and no-shows per job in the period', async () => {
    const first = await conversationSetUp(t.app, db());
    const more = [];
    for (let n = 0; n < 3; n += 1) {
      const worker = await applicantPerson(t.app, db());
      more.push({ worker, id: (await applyTo(t.app, worker, first.job.id, {})).json().data.id as string });
    }
    const offer = async (applicationId: string, days: number) =>
      (
        await inviteAs(t.app, first.owner, applicationId, {
          slots: [portlandSlot(days, '15:00')],
          place: 'phone',
        })
      ).json().data;
    const a = await offer(first.applicationId, 2);
    const b = await offer(more[0]!.id, 3);
    const c = await offer(more[1]!.id, 4);
    await offer(more[2]!.id, 5);
    await actAs(t.app, first.worker, a.id, 'choose', { slot: 1 });
    await actAs(t.app, more[0]!.worker, b.id, 'choose', { slot: 1 });
    await actAs(t.app, more[1]!.worker, c.id, 'choose', { slot: 1 });
    await db()
      .update(interviews)
      .set({ starts_at: sql`${interviews.starts_at} - interval '10 days'` })
      .where(eq(interviews.business_id, first.business.id));
    await actAs(t.app, first.owner, a.id, 'outcome', { outcome: 'attended' });
    await actAs(t.app, first.owner, b.id, 'outcome', { outcome: 'no_show' });

    const today = portlandSlot(0, '00:00').date;
    const res = await callAs(
      t.app,
      'GET',
      `/businesses/${first.business.id}/analytics?from=${today}&to=${today}`,
      first.owner,
    );
    expect(res.statusCode).toBe(200);
    const job = res.json().data.jobs.find((row: { id: string }) => row.id === first.job.id);
    expect(job).toMatchObject({
      interviews_offered: 4,
      interviews_scheduled: 3,
      interviews_attended: 1,
      interviews_no_shows: 1,
    });
  });
});
