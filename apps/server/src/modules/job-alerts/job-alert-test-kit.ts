import type { TCreateJobAlertRequest } from '@perks/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { callAs } from '../../test/call-as.ts';
import { type Person, person } from '../../test/signed-in-person.ts';
import { alertDeps, sweepNewlyLiveJobs } from './job-alert-delivery.ts';

// Job alert tests: subscribers, saved searches through the API, and the queue's work run now.

/** A person with a confirmed alert address (confirmed straight in the table). */
export async function alertSubscriber(app: FastifyInstance, db: Db): Promise<Person & { email: string }> {
  const who = await person(app, db);
  const email = `p${who.id.slice(0, 8)}@example.com`;
  await db.update(users).set({ email, email_confirmed_at: new Date() }).where(eq(users.id, who.id));
  return { ...who, email };
}

/** Saves a search with alerts, by default instant and by e-mail, for job titles with `word`. */
export async function createJobAlert(
  app: FastifyInstance,
  who: Person,
  settings: Partial<TCreateJobAlertRequest> & { word: string },
): Promise<{ id: string }> {
  const { word, ...rest } = settings;
  const answer = await callAs(app, 'POST', '/user/job-alerts', who, {
    name: `Alert ${word}`,
    filters: { title_search: word },
    frequency: 'instant',
    channels: ['email'],
    ...rest,
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data;
}

/** Runs what the minute's sweep and every job it queues would: matching, then sending. */
export async function deliverAlerts(app: FastifyInstance): Promise<void> {
  await sweepNewlyLiveJobs(alertDeps(app));
  while ((await app.jobs.runDueJobs()) > 0) {}
}
