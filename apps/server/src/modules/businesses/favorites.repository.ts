import { FAVORITES_MAX, FAVORITES_TOO_MANY, type TFavoriteList } from '@perks/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Executor } from '../../db/client.ts';
import { businesses, favoriteBusinesses } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * A person's favorite businesses on the account (docs/product.md, "Business pages and favorites").
 * A removed business leaves every list with it (the foreign key cascades), so a list never names a
 * business that is gone.
 */
export async function listFavorites(db: Executor, userId: string): Promise<TFavoriteList> {
  const rows = await db
    .select({ id: favoriteBusinesses.business_id })
    .from(favoriteBusinesses)
    .where(eq(favoriteBusinesses.user_id, userId))
    .orderBy(desc(favoriteBusinesses.created_at), desc(favoriteBusinesses.business_id));
  return { business_ids: rows.map((row) => row.id) };
}

/** One person's favorites are one budget: the cap holds however many requests arrive at once. */
const budgetKey = (userId: string) => `favorites:user:${userId}`;

/**
 * Adds businesses to a person's favorites; ids already there, and ids of businesses that do not
 * exist, are skipped without an error. The list stays at most FAVORITES_MAX long: the insert and
 * the count run under the per-person budget lock (decision 050), so requests sent at once each
 * count the rows of those before them.
 */
export async function addFavorites(
  db: Db,
  userId: string,
  businessIds: readonly string[],
): Promise<TFavoriteList> {
  return withBudget(db, [budgetKey(userId)], async (tx) => {
    if (businessIds.length > 0) {
      const existing = await tx
        .select({ id: businesses.id })
        .from(businesses)
        .where(inArray(businesses.id, [...new Set(businessIds)]));
      if (existing.length > 0) {
        await tx
          .insert(favoriteBusinesses)
          .values(existing.map((b) => ({ user_id: userId, business_id: b.id })))
          .onConflictDoNothing();
      }
      const [total] = await tx
        .select({ n: count() })
        .from(favoriteBusinesses)
        .where(eq(favoriteBusinesses.user_id, userId));
      if (Number(total?.n ?? 0) > FAVORITES_MAX) throw new AppError('UNPROCESSABLE', FAVORITES_TOO_MANY);
    }
    return listFavorites(tx, userId);
  });
}

export async function removeFavorite(
  db: Executor,
  userId: string,
  businessId: string,
): Promise<TFavoriteList> {
  await db
    .delete(favoriteBusinesses)
    .where(and(eq(favoriteBusinesses.user_id, userId), eq(favoriteBusinesses.business_id, businessId)));
  return listFavorites(db, userId);
}
