import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type BusinessRow, businesses } from '../../db/schema/index.ts';

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
