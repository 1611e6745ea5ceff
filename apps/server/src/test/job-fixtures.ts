import type { Db } from '../db/client.ts';
import { type BusinessRow, businesses, type NewBusinessRow } from '../db/schema/businesses.ts';
import { type JobRow, jobs, type NewJobRow } from '../db/schema/jobs.ts';

// Test data builders: tests insert exactly the rows they reason about through the real schema.

const DAY = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number): Date => new Date(Date.now() + days * DAY);

export async function insertBusiness(db: Db, values: Partial<NewBusinessRow> = {}): Promise<BusinessRow> {
  const [row] = await db
    .insert(businesses)
    .values({ name: 'Salt Pine Social', address: '12 Fore St, Portland, ME 04101', ...values })
    .returning();
  return row!;
}

export type JobFixture = Partial<NewJobRow> & { business_id: string };

export async function insertJob(db: Db, values: JobFixture): Promise<JobRow> {
  const [row] = await db
    .insert(jobs)
    .values({
      title: 'Line Cook',
      company: 'Salt Pine Social',
      location: 'Portland, ME',
      description: 'Cook on a busy line.',
      contact_email: 'jobs@example.com',
      base_hourly_pay: 20,
      posted_at: daysFromNow(-1),
      expires_at: daysFromNow(29),
      schedule_data: [{ id: 's1', day: 'monday', startTime: '16:00', endTime: '23:00' }],
      ...values,
    })
    .returning();
  return row!;
}
