import type { TApplicationInput } from '@perks/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { callAs } from './call-as.ts';
import { insertBusiness, insertJob } from './job-fixtures.ts';
import { type Person, person } from './signed-in-person.ts';

// People and jobs for the applications tests (decision 054).

let nextName = 0;

/** A signed-in worker whose profile has a name (enough to apply) and an e-mail. */
export async function applicantPerson(app: FastifyInstance, db: Db): Promise<Person> {
  const who = await person(app, db);
  nextName += 1;
  await db
    .update(users)
    .set({ first_name: 'Ana', last_name: `Silva ${nextName}`, email: `ana${nextName}@example.com` })
    .where(eq(users.id, who.id));
  return who;
}

/** A business with a live job that has shifts on Monday and Friday. */
export async function businessWithJob(db: Db, name = 'Salt Pier Kitchen') {
  const business = await insertBusiness(db, { name });
  const job = await insertJob(db, {
    business_id: business.id,
    company: name,
    schedule_data: [
      { id: 's1', day: 'monday', startTime: '16:00', endTime: '23:00' },
      { id: 's2', day: 'friday', startTime: '16:00', endTime: '23:00' },
    ],
  });
  return { business, job };
}

/** POST /jobs/{id}/applications as `who`. */
export const applyTo = (
  app: FastifyInstance,
  who: Person | null,
  jobId: string,
  body: TApplicationInput = {},
) => callAs(app, 'POST', `/jobs/${jobId}/applications`, who, body);
