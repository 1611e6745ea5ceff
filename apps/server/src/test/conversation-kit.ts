import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client.ts';
import { jobApplications, users } from '../db/schema/index.ts';
import { applicantPerson, applyTo, businessWithJob } from './application-fixtures.ts';
import { type AuthTestApp, createAuthTestApp } from './auth-test-kit.ts';
import { callAs } from './call-as.ts';
import { type Person, person } from './signed-in-person.ts';

// What the messages tests share: an application with its business's owner, the calls, and a reply
// by text posted as the SMS gateway posts it, signed.

/**
 * The real clock moved out of Portland's quiet hours when it is in them (texts go at once), so
 * the database's own now() stays within hours of what the app reads.
 */
export function daytimeClock(): () => Date {
  return () => {
    const now = new Date();
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'America/New_York',
        hour: 'numeric',
        hourCycle: 'h23',
      }).format(now),
    );
    if (hour >= 9 && hour < 20) return now;
    const shift = ((14 - hour + 24) % 24) * 3_600_000;
    return new Date(now.getTime() + shift);
  };
}

/** The public address the burst tests' instances answer at, which the gateway's signature names. */
export const BURST_PUBLIC_URL = 'https://perks.example';

/**
 * Three instances of the app on one database, all on the daytime clock, made before the file's
 * tests and closed after them: a burst spread over them meets on the database as production's
 * instances would.
 */
export function threeInstancesOnOneDatabase() {
  const all: AuthTestApp[] = [];
  beforeAll(async () => {
    const first = await createAuthTestApp({ PUBLIC_URL: BURST_PUBLIC_URL }, undefined, {
      clock: daytimeClock(),
    });
    all.push(first);
    for (let n = 0; n < 2; n += 1) {
      all.push(
        await createAuthTestApp(
          { PUBLIC_URL: BURST_PUBLIC_URL },
          { database: first.database },
          { clock: daytimeClock() },
        ),
      );
    }
  });
  afterAll(async () => {
    for (const instance of all.slice(1)) await instance.close();
    await all[0]?.close();
  });
  return {
    /** The instance that made the database. */
    first: () => all[0]!,
    instances: () => all,
    db: () => all[0]!.database.db,
  };
}

let businesses = 0;

/** A business with a live job, its owner, and a worker's application to it (texts opted in or not). */
export async function conversationSetUp(
  app: FastifyInstance,
  db: Db,
  options: { smsUpdates?: boolean; worker?: Person; businessName?: string } = {},
) {
  businesses += 1;
  const { business, job } = await businessWithJob(db, options.businessName ?? `Harbor Grill ${businesses}`);
  const worker = options.worker ?? (await applicantPerson(app, db));
  const owner = await person(app, db, { memberships: [{ businessId: business.id, role: 'owner' }] });
  const res = await applyTo(app, worker, job.id, { sms_updates: options.smsUpdates ?? false });
  const applicationId: string = res.json().data.id;
  return { business, job, worker, owner, applicationId };
}

export const sendAs = (app: FastifyInstance, who: Person | null, applicationId: string, body: unknown) =>
  callAs(app, 'POST', `/applications/${applicationId}/messages`, who, body as object);

export const readAs = (app: FastifyInstance, who: Person | null, applicationId: string) =>
  callAs(app, 'GET', `/applications/${applicationId}/conversation`, who);

export const listAs = (app: FastifyInstance, who: Person) => callAs(app, 'GET', '/user/conversations', who);

export async function phoneOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, userId));
  return row!.phone;
}

export async function endApplication(
  db: Db,
  applicationId: string,
  status: 'withdrawn' | 'not_selected',
  daysAgo: number,
) {
  await db
    .update(jobApplications)
    .set({ status, status_changed_at: new Date(Date.now() - daysAgo * 86_400_000) })
    .where(eq(jobApplications.id, applicationId));
}

let gatewayMessages = 0;

/** The SMS gateway's incoming-message webhook (decision 070). */
const INBOUND_SMS_PATH = '/api/v1/sms/inbound';

/**
 * The gateway's signature, from its published rule rather than the app's own code: HMAC-SHA1
 * under the auth token of the URL followed by each field's name and value, sorted by name, in base64.
 */
function gatewaySignature(authToken: string, url: string, fields: Record<string, string>): string {
  const signed = Object.keys(fields)
    .sort()
    .reduce((text, name) => text + name + fields[name], url);
  return createHmac('sha1', authToken).update(signed, 'utf8').digest('base64');
}

/** A reply as the gateway posts it, signed with `token` for `publicUrl`'s webhook; `messageId` to replay one. */
export function gatewayReply(
  app: FastifyInstance,
  fields: { From: string; Body: string },
  options: { publicUrl: string; token: string; messageId?: string },
) {
  gatewayMessages += 1;
  const all = {
    MessageSid: options.messageId ?? `SMmsg${Date.now()}${String(gatewayMessages).padStart(8, '0')}`,
    AccountSid: 'ACtest',
    To: '+12075559999',
    NumMedia: '0',
    ...fields,
  };
  return app.inject({
    method: 'POST',
    url: INBOUND_SMS_PATH,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': gatewaySignature(options.token, `${options.publicUrl}${INBOUND_SMS_PATH}`, all),
    },
    payload: new URLSearchParams(all).toString(),
  });
}
