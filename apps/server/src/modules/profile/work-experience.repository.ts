import type { TWorkExperienceWrite } from '@perks/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users, type WorkExperienceRow, workExperiences } from '../../db/schema/index.ts';
import { workHistoryOrder } from '../../db/work-history-order.ts';

/** The columns a save writes: absent optionals are stored as null, so a PUT clears them. */
function columns(entry: TWorkExperienceWrite) {
  return {
    company_name: entry.company_name,
    position_title: entry.position_title,
    location: entry.location ?? null,
    start_date: entry.start_date,
    end_date: entry.is_current ? null : (entry.end_date ?? null),
    is_current: entry.is_current,
    description: entry.description ?? null,
    employment_type: entry.employment_type,
    hourly_wage: entry.hourly_wage ?? null,
  };
}

/** A person's work history, newest first (the timeline's order, on the user/start index). */
export function listWorkExperience(db: Executor, userId: string): Promise<WorkExperienceRow[]> {
  return db
    .select()
    .from(workExperiences)
    .where(eq(workExperiences.user_id, userId))
    .orderBy(...workHistoryOrder);
}

/**
 * Locks the person's row for the rest of the transaction, so two saves at once cannot both pass
 * the per-person cap, and counts their entries.
 */
export async function lockAndCountEntries(db: Executor, userId: string): Promise<number> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return db.$count(workExperiences, eq(workExperiences.user_id, userId));
}

export async function insertWorkExperience(
  db: Executor,
  userId: string,
  entry: TWorkExperienceWrite,
): Promise<WorkExperienceRow> {
  const [row] = await db
    .insert(workExperiences)
    .values({ user_id: userId, ...columns(entry) })
    .returning();
  return row!;
}

/** Replaces one of the person's entries; null when they have no entry with that id. */
export async function updateWorkExperience(
  db: Executor,
  userId: string,
  id: string,
  entry: TWorkExperienceWrite,
): Promise<WorkExperienceRow | null> {
  const [row] = await db
    .update(workExperiences)
    .set(columns(entry))
    .where(and(eq(workExperiences.id, id), eq(workExperiences.user_id, userId)))
    .returning();
  return row ?? null;
}

/** Removes one of the person's entries; false when they have no entry with that id. */
export async function deleteWorkExperience(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(workExperiences)
    .where(and(eq(workExperiences.id, id), eq(workExperiences.user_id, userId)))
    .returning({ id: workExperiences.id });
  return rows.length > 0;
}
