import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../../config/env.ts';
import { textMessages, users } from '../../db/schema/index.ts';
import { maskPersonalData } from '../../lib/mask-personal-data.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import { openJobQueue } from '../../queue/pg-boss-job-queue.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { createSmsProvider, type SmsProvider } from '../auth/index.ts';
import { startTextOutbox, type TextOutbox, type TextRequest } from './text-outbox.service.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const log = { error: vi.fn(), warn: vi.fn() };

/** The gateway as the outbox sees it: records what it was handed, or refuses while `failing`. */
class RecordingSms implements SmsProvider {
  readonly name = 'recording';
  readonly sent: Array<{ to: string; body: string }> = [];
  failing = false;
  async send(to: string, body: string) {
    if (this.failing) throw new Error('SMS gateway answered 500');
    this.sent.push({ to, body });
  }
  to(phone: string) {
    return this.sent.filter((message) => message.to === phone).map((message) => message.body);
  }
}

// Portland (America/New_York) in January is UTC-5: 15:00Z is 10:00 there, 03:00Z is 22:00.
const MORNING = new Date('2030-01-15T15:00:00Z');
const LATE_EVENING = new Date('2030-01-16T03:00:00Z');
const NEXT_8AM = new Date('2030-01-16T13:00:00Z');

let test: TestDatabase;
let jobs: JobQueue;
const sms = new RecordingSms();
let now = MORNING;
let outbox: TextOutbox;
const queues: JobQueue[] = [];

async function outboxOnNewInstance(gateway: SmsProvider = sms): Promise<TextOutbox> {
  const queue = await openJobQueue(
    test.database,
    { runWorkers: false, pollIntervalSeconds: 1, poolMax: 2, stopTimeoutMs: 1000 },
    log,
  );
  queues.push(queue);
  const config = parseEnv({}); // US and Canada, 300 an hour
  const started = startTextOutbox({
    db: test.database.db,
    jobs: queue,
    sms: gateway,
    config,
    log,
    now: () => now,
  });
  jobs ??= queue;
  return started;
}

let phones = 0;
/** A fresh number per test (Portland's 207 area code), so no test counts another's texts. */
function newPhone(): string {
  phones += 1;
  return `+1207555${String(1000 + phones)}`;
}
const text = (phone: string, overrides: Partial<TextRequest> = {}): TextRequest => ({
  to: { phone },
  body: 'Your application was viewed.',
  category: 'application-status',
  dedupeKey: `${phone}:${Math.random()}`,
  ...overrides,
});
const record = async (id: string) =>
  (await test.database.db.select().from(textMessages).where(eq(textMessages.id, id)))[0];

beforeAll(async () => {
  test = await createTestDatabase();
  outbox = await outboxOnNewInstance();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await test.cleanup();
});

/** What the first text of the tests' kind (application updates) to a number starts with. */
const FIRST_UPDATE =
  'Industry Perks texts: Application updates. Msg & data rates may apply. Reply STOP to stop, HELP for help.';

describe('text outbox', () => {
  it('sends a daytime text through the job and records it sent', async () => {
    now = MORNING;
    const phone = newPhone();
    const queued = await outbox.queueText(text(phone, { body: 'Hello from the app' }));
    expect(queued).toMatchObject({ status: 'queued', reason: null, duplicate: false });
    expect(sms.to(phone)).toEqual([]); // nothing goes out until the job runs

    await jobs.runDueJobs();
    // The number's first text of its kind says who is writing and how to stop (decision 085).
    expect(sms.to(phone)).toEqual([`${FIRST_UPDATE} Hello from the app`]);
    expect(await record(queued.id)).toMatchObject({ status: 'sent', attempts: 1, sent_at: expect.any(Date) });
  });

  it('finds the phone of a person by their account', async () => {
    now = MORNING;
    const phone = newPhone();
    const [user] = await test.database.db.insert(users).values({ phone }).returning();
    await outbox.queueText({ ...text(phone), to: { userId: user!.id } });
    await jobs.runDueJobs();
    expect(sms.to(phone)).toHaveLength(1);
  });

  it('holds a text asked for in quiet hours until 08:00 in Portland', async () => {
    now = LATE_EVENING;
    const phone = newPhone();
    const held = await outbox.queueText(text(phone));
    expect(held).toMatchObject({ status: 'held', sendAfter: NEXT_8AM });
    expect(await jobs.runDueJobs()).toBe(0); // its job waits for the morning
    expect(sms.to(phone)).toEqual([]);

    now = new Date(NEXT_8AM.getTime() - 60_000); // 07:59, and a job runs early anyway
    await outbox.deliver(held.id);
    expect(sms.to(phone)).toEqual([]);
    expect(await record(held.id)).toMatchObject({ status: 'held', send_after: NEXT_8AM });

    now = NEXT_8AM;
    await jobs.runDueJobs({ includeDelayed: true });
    expect(sms.to(phone)).toHaveLength(1);
    expect(await record(held.id)).toMatchObject({ status: 'sent' });
  });

  it('prints a held text on the development console when it is queued, with the time it will go', async () => {
    const printed = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    // The provider a development server runs with (SMS_PROVIDER=console); only the SMS settings matter.
    const env = parseEnv({ SMS_PROVIDER: 'console' });
    const development = createSmsProvider({
      ...env,
      dataDir: '',
      webDistDir: '',
      webServerEntry: '',
      jwtSecret: '',
    });
    const printing = await outboxOnNewInstance(development);
    const lines = () =>
      printed.mock.calls.map(([line]) => String(line)).filter((line) => line.startsWith('[sms]'));
    now = LATE_EVENING;
    const phone = newPhone();
    const held = await printing.queueText(text(phone));
    expect(held.status).toBe('held');
    expect(lines()).toEqual([
      `[sms] held until 08:00 to ${maskPersonalData(phone)}: ${FIRST_UPDATE} Your application was viewed.`,
    ]);
    // A second ask with the same key is the same text, not printed again.
    await printing.queueText(text(phone, { dedupeKey: (await record(held.id))!.dedupe_key }));
    expect(lines()).toHaveLength(1);
    printed.mockRestore();
  });

  it('counts a held text on the day it goes out', async () => {
    now = LATE_EVENING; // 22:00 on the 15th: goes out, and counts, on the 16th
    const phone = newPhone();
    await outbox.queueText(text(phone, { perDayLimit: 1 }));
    const sameEvening = await outbox.queueText(text(phone, { perDayLimit: 1 }));
    expect(sameEvening).toMatchObject({ status: 'skipped', reason: 'daily_limit' });
    expect(await record(sameEvening.id)).toMatchObject({ send_day: '2030-01-16' });
  });

  it('sends a text once per dedupe key', async () => {
    now = MORNING;
    const phone = newPhone();
    const first = await outbox.queueText(text(phone, { dedupeKey: `status:${phone}:viewed` }));
    const again = await outbox.queueText(text(phone, { dedupeKey: `status:${phone}:viewed` }));
    expect(again).toMatchObject({ id: first.id, duplicate: true });
    await jobs.runDueJobs();
    expect(sms.to(phone)).toHaveLength(1);
  });

  it('sends at most the per-day limit per person and category, and records the rest skipped', async () => {
    now = MORNING;
    const phone = newPhone();
    const first = await outbox.queueText(text(phone, { perDayLimit: 1 }));
    const second = await outbox.queueText(text(phone, { perDayLimit: 1 }));
    const otherCategory = await outbox.queueText(text(phone, { perDayLimit: 1, category: 'job-alert' }));
    expect([first.status, second.status, otherCategory.status]).toEqual(['queued', 'skipped', 'queued']);
    expect(second.reason).toBe('daily_limit');
    now = new Date(MORNING.getTime() + 24 * 3_600_000); // the next Portland day
    expect(await outbox.queueText(text(phone, { perDayLimit: 1 }))).toMatchObject({ status: 'queued' });
    await jobs.runDueJobs();
    expect(sms.to(phone)).toHaveLength(3);
  });

  it('sends nothing of a category to a phone that replied STOP, even a text queued before', async () => {
    now = MORNING;
    const phone = newPhone();
    const before = await outbox.queueText(text(phone));
    await outbox.optOut(phone, 'application-status');
    const after = await outbox.queueText(text(phone));
    expect(after).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    await jobs.runDueJobs();
    expect(sms.to(phone)).toEqual([]);
    expect(await record(before.id)).toMatchObject({ status: 'skipped', reason: 'opted_out' });
    expect(await outbox.queueText(text(phone, { category: 'job-alert' }))).toMatchObject({
      status: 'queued',
    });
    await jobs.runDueJobs();
  });

  it('refuses destinations that cost extra, as sign-in codes do', async () => {
    now = MORNING;
    const tollFree = await outbox.queueText(text('+18005550199'));
    expect(tollFree).toMatchObject({ status: 'skipped', reason: 'destination_refused' });
    const abroad = await outbox.queueText(text('+447911123456'));
    expect(abroad).toMatchObject({ status: 'skipped', reason: 'destination_refused' });
  });

  it('tries again when the gateway refuses, and records a text the gateway never took as failed', async () => {
    now = MORNING;
    const phone = newPhone();
    const queued = await outbox.queueText(text(phone));
    const { id } = queued;
    sms.failing = true;
    try {
      await expect(outbox.deliver(id, 0)).rejects.toThrow(/500/);
      expect(await record(id)).toMatchObject({ status: 'queued', attempts: 1 });
      await outbox.deliver(id, 3); // the last attempt
      expect(await record(id)).toMatchObject({ status: 'failed', reason: 'gateway_refused' });
    } finally {
      sms.failing = false;
    }
    await jobs.runDueJobs(); // the job's own run finds the text settled
    expect(sms.to(phone)).toEqual([]);
  });

  it('never sends a text again whose attempt stopped between the gateway and the record', async () => {
    now = MORNING;
    const phone = newPhone();
    const { id } = await outbox.queueText(text(phone));
    // What a worker that died after claiming the text leaves behind.
    await test.database.db.update(textMessages).set({ status: 'sending' }).where(eq(textMessages.id, id));
    await jobs.runDueJobs();
    expect(sms.to(phone)).toEqual([]);
    expect(await record(id)).toMatchObject({ status: 'failed', reason: 'interrupted' });
  });

  // PostgreSQL runs these at once; PGlite would take them one by one and prove nothing.
  it.runIf(onPostgres)('holds the per-day limit when a burst of texts arrives at once', async () => {
    now = MORNING;
    const phone = newPhone();
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, () => outbox.queueText(text(phone, { perDayLimit: 1 }))),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'queued')).toHaveLength(1);
    await jobs.runDueJobs();
    expect(sms.to(phone)).toHaveLength(1);
  });

  it.runIf(onPostgres)('sends one text for one dedupe key asked for at once', async () => {
    now = MORNING;
    const phone = newPhone();
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => outbox.queueText(text(phone, { dedupeKey: `burst:${phone}` }))),
    );
    expect(new Set(outcomes.map((outcome) => outcome.id)).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.duplicate)).toHaveLength(1);
  });

  it.runIf(onPostgres)('sends a text once when two instances deliver it at the same moment', async () => {
    now = MORNING;
    const phone = newPhone();
    const other = await outboxOnNewInstance();
    const { id } = await outbox.queueText(text(phone));
    await Promise.all([outbox.deliver(id), other.deliver(id), outbox.deliver(id), other.deliver(id)]);
    expect(sms.to(phone)).toHaveLength(1);
    await jobs.runDueJobs();
    expect(sms.to(phone)).toHaveLength(1);
  });
});
