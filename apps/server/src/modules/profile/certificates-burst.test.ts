import { CERTIFICATE_LIMITS } from '@perks/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailMessages, textMessages, users, workerCertificates } from '../../db/schema/index.ts';
import { applicantPerson } from '../../test/application-fixtures.ts';
import { callAs } from '../../test/call-as.ts';
import { statusCounts } from '../../test/status-counts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CERTIFICATE_TEXT_CATEGORY, sendCertificateReminders } from './certificate-reminders.ts';

// Decision 097 across three instances on one PostgreSQL: the 20-certificate limit holds under a
// burst of adds, and sweeps run at once remind each certificate once (one text, one e-mail).
// PGlite takes one statement at a time, so there these prove nothing and are skipped.

const NOW = new Date('2026-06-01T15:00:00.000Z');
let t: TestApp;
const others: TestApp[] = [];

beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  t = await createTestApp({}, undefined, { clock: () => NOW });
  for (let n = 0; n < 2; n += 1)
    others.push(await createTestApp({}, { database: t.database }, { clock: () => NOW }));
});
afterAll(async () => {
  for (const other of others) await other.close();
  await t?.close();
});
const instances = () => [t, ...others];

describe.skipIf(!process.env.TEST_DATABASE_URL)('certificates at once across three instances', () => {
  it(`keep a profile to ${CERTIFICATE_LIMITS.perPerson} certificates under 30 adds at once`, async () => {
    const worker = await applicantPerson(t.app, t.app.db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        callAs(instances()[n % 3]!.app, 'POST', '/user/certificates', worker, { kind: 'first_aid' }),
      ),
    );
    expect(statusCounts(answers.map((answer) => answer.statusCode))).toEqual({ 201: 20, 422: 10 });
    const [rows] = await t.app.db
      .select({ n: count() })
      .from(workerCertificates)
      .where(eq(workerCertificates.user_id, worker.id));
    expect(rows!.n).toBe(CERTIFICATE_LIMITS.perPerson);
  });

  it('remind each certificate once when nine sweeps run at once', async () => {
    const workers = [];
    for (let n = 0; n < 4; n += 1) {
      const worker = await applicantPerson(t.app, t.app.db);
      await t.app.db.update(users).set({ email_confirmed_at: NOW }).where(eq(users.id, worker.id));
      await callAs(t.app, 'POST', '/user/certificates', worker, { kind: 'tips', expires_on: '2026-06-20' });
      workers.push(worker);
    }
    await Promise.all(Array.from({ length: 9 }, (_, n) => sendCertificateReminders(instances()[n % 3]!.app)));
    for (const worker of workers) {
      const [texts] = await t.app.db
        .select({ n: count() })
        .from(textMessages)
        .where(
          and(eq(textMessages.user_id, worker.id), eq(textMessages.category, CERTIFICATE_TEXT_CATEGORY)),
        );
      expect(texts!.n).toBe(1);
      const [emails] = await t.app.db
        .select({ n: count() })
        .from(emailMessages)
        .where(
          and(eq(emailMessages.user_id, worker.id), eq(emailMessages.category, CERTIFICATE_TEXT_CATEGORY)),
        );
      expect(emails!.n).toBe(t.app.emailOutbox.enabled ? 1 : 0);
    }
  });
});
