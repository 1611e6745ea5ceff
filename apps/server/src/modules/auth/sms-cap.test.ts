import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textMessages } from '../../db/schema/index.ts';
import { type AuthTestApp, createAuthTestApp, sendOtp } from '../../test/auth-test-kit.ts';
import { statusCounts } from '../../test/status-counts.ts';

// SMS_MAX_PER_HOUR is one cap for every text the service sends (decision 021's addendum): sign-in
// codes and outbox texts spend the same slots, on every instance, and outbox texts only half.

const CAP = 10;
// 10:00 in Portland: outbox texts go at once rather than waiting for the morning.
const DAYTIME = new Date('2030-01-15T15:00:00Z');

let phones = 0;
/** Numbers of this file's own range (`+12075556000` and up), so no other file's limits meet them. */
const newPhone = () => `+1207555${6000 + phones++}`;

/** The real app run as `count` instances on one database, each with its own SMS capture. */
async function instances(count: number): Promise<AuthTestApp[]> {
  const env = { SMS_MAX_PER_HOUR: String(CAP) };
  const first = await createAuthTestApp(env, undefined, { clock: () => DAYTIME });
  const apps = [first];
  while (apps.length < count) apps.push(await createAuthTestApp(env, first, { clock: () => DAYTIME }));
  return apps;
}
// The first app owns the database: closed last.
const closeAll = async (apps: AuthTestApp[]) => {
  for (const t of [...apps].reverse()) await t.close();
};
const sentByAll = (apps: AuthTestApp[]) => apps.reduce((sum, t) => sum + t.sms.messages.length, 0);

/** Queues an outbox text on `t` and runs its delivery there; resolves to its record's status. */
async function textVia(t: AuthTestApp, phone: string): Promise<string> {
  const { id } = await t.app.textOutbox.queueText({
    to: { phone },
    body: 'Your application was viewed.',
    category: 'application-status',
    dedupeKey: `sms-cap:${phone}`,
  });
  await t.app.textOutbox.deliver(id);
  const [row] = await t.database.db.select().from(textMessages).where(eq(textMessages.id, id));
  return row?.status ?? 'missing';
}

describe('one SMS cap for codes and outbox texts', () => {
  let apps: AuthTestApp[];
  beforeAll(async () => {
    apps = await instances(1);
  });
  afterAll(() => closeAll(apps));

  it(`sends ${CAP} texts in all when outbox texts take their half first and codes come after`, async () => {
    const [t] = apps as [AuthTestApp];
    const texts = [];
    for (let i = 0; i < CAP; i++) texts.push(await textVia(t, newPhone()));
    // The outbox's share is half the cap; the rest wait their turn.
    expect(texts.filter((status) => status === 'sent')).toHaveLength(CAP / 2);
    expect(texts.filter((status) => status === 'queued')).toHaveLength(CAP / 2);

    const codes = [];
    for (let i = 0; i < CAP; i++) codes.push((await sendOtp(t, newPhone())).statusCode);
    expect(statusCounts(codes)).toEqual({ 200: CAP / 2, 503: CAP / 2 });
    expect(t.sms.messages).toHaveLength(CAP);
  });
});

/** Three instances on a fresh database, for the tests of the describe block that calls this. */
function threeInstances(): AuthTestApp[] {
  const apps: AuthTestApp[] = [];
  beforeAll(async () => {
    apps.push(...(await instances(3)));
  });
  afterAll(() => closeAll(apps));
  return apps;
}

// PostgreSQL runs the requests side by side on several connections; PGlite answers them one at a
// time, where a burst could not break the cap.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the SMS cap under bursts over three instances', () => {
  describe('codes alone', () => {
    const apps = threeInstances();

    it(`sends exactly ${CAP} of 60 codes asked for at once from 60 networks, and answers the rest 503`, async () => {
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, index) =>
          sendOtp(apps[index % 3]!, newPhone(), { remoteAddress: `198.51.100.${index + 1}` }),
        ),
      );
      expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: CAP, 503: 60 - CAP });
      expect(sentByAll(apps)).toBe(CAP);
    });
  });

  describe('codes and outbox texts together', () => {
    const apps = threeInstances();

    it(`sends exactly ${CAP} in all, at most half of them texts, when both arrive at once`, async () => {
      const texts = Array.from({ length: 20 }, (_, index) => textVia(apps[index % 3]!, newPhone()));
      const codes = Array.from({ length: 40 }, (_, index) =>
        sendOtp(apps[index % 3]!, newPhone(), { remoteAddress: `198.51.100.${index + 101}` }),
      );
      const [textStatuses, answers] = await Promise.all([Promise.all(texts), Promise.all(codes)]);
      const sentTexts = textStatuses.filter((status) => status === 'sent').length;
      const sentCodes = answers.filter((a) => a.statusCode === 200).length;
      expect(sentTexts).toBeLessThanOrEqual(CAP / 2);
      expect(sentTexts + sentCodes).toBe(CAP);
      expect(sentByAll(apps)).toBe(CAP);
    });
  });
});
