import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type BusinessRow, businesses, type NewBusinessRow } from '../../db/schema/index.ts';

/** Whether a business exists and is public, for telling 404 from 403 (null: no such business). */
export async function findBusinessVisibility(
  db: Executor,
  id: string,
): Promise<{ status: BusinessRow['status']; is_active: boolean } | null> {
  const [row] = await db
    .select({ status: businesses.status, is_active: businesses.is_active })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row ?? null;
}

/** The row, locked until the transaction ends, so two saves at once apply one after the other. */
export async function lockBusiness(db: Executor, id: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).for('update');
  return row ?? null;
}

/** Writes the profile's columns over the business; answers the row as it now is. */
export async function writeBusinessProfile(
  db: Executor,
  id: string,
  values: Partial<NewBusinessRow>,
): Promise<BusinessRow> {
  const [row] = await db.update(businesses).set(values).where(eq(businesses.id, id)).returning();
  return row!;
}
