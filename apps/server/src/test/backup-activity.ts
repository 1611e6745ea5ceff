import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { businesses, jobs } from '../db/schema/index.ts';
import { seedDemoData } from '../db/seed/index.ts';
import { applicantPerson, applyTo } from './application-fixtures.ts';
import { callAs } from './call-as.ts';
import { liveCardToken } from './member-cards.ts';
import { picture } from './multipart.ts';
import { person } from './signed-in-person.ts';
import { authHeadersFor, createTestUser } from './test-sessions.ts';
import { uploadLogo } from './upload-logo.ts';

const MEMBER_PHONE = '+12077749101';

function expectStatus(what: string, answer: { statusCode: number; body: string }, status: number): void {
  if (answer.statusCode !== status) {
    throw new Error(`${what}: ${answer.statusCode} instead of ${status}: ${answer.body}`);
  }
}

/**
 * A database with a life behind it, for the restore drill: the demo seed, then through the real
 * routes an application to a seeded job, two uploaded logos (images in the store) and a member's
 * check-in at a partner. Answers how many images were uploaded.
 */
export async function seedWithActivity(app: FastifyInstance, db: Db): Promise<{ images: number }> {
  await seedDemoData(db, { adminPhones: ['+12075550100'] });

  const [job] = await db.select({ id: jobs.id }).from(jobs).limit(1);
  const applicant = await applicantPerson(app, db);
  expectStatus('application', await applyTo(app, applicant, job!.id, {}), 201);

  const [pier, partner] = await db
    .select({ id: businesses.id })
    .from(businesses)
    .orderBy(businesses.name)
    .limit(2);
  const admin = await person(app, db, { admin: true });
  expectStatus('first logo', await uploadLogo(app, admin.auth, pier!.id, await picture('png')), 201);
  expectStatus(
    'second logo',
    await uploadLogo(app, admin.auth, partner!.id, await picture('jpeg', { width: 64, height: 48 })),
    201,
  );

  const owner = await person(app, db, { memberships: [{ businessId: pier!.id, role: 'owner' }] });
  const partnerOwner = await person(app, db, { memberships: [{ businessId: partner!.id, role: 'owner' }] });
  expectStatus(
    'staff list entry',
    await callAs(app, 'POST', `/businesses/${pier!.id}/roster`, owner, {
      name: 'Ada Lovelace',
      phone: MEMBER_PHONE,
      role_title: 'Bartender',
    }),
    201,
  );
  const member = await createTestUser(db, { phone: MEMBER_PHONE });
  const memberAuth = await authHeadersFor(app, member);
  const token = await liveCardToken(app, memberAuth);
  expectStatus(
    'check-in',
    await callAs(app, 'POST', `/businesses/${partner!.id}/check-ins`, partnerOwner, {
      token,
      method: 'qr_code',
    }),
    201,
  );
  return { images: 2 };
}
