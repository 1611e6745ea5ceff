import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type { Point } from './geocoder.ts';

/** The address a business is to be found by, and whether it has a point already. */
export async function findBusinessAddress(db: Executor, id: string) {
  const [row] = await db
    .select({ address: businesses.address, latitude: businesses.latitude })
    .from(businesses)
    .where(eq(businesses.id, id));
  return row;
}

/**
 * Stores the point found for `address`, only while the business still has that address and no
 * point: a pin set or an address changed meanwhile wins over the late answer. Answers whether it
 * stored it.
 */
export async function storeFoundPoint(
  db: Executor,
  id: string,
  address: string,
  point: Point,
): Promise<boolean> {
  const stored = await db
    .update(businesses)
    .set(point)
    .where(and(eq(businesses.id, id), eq(businesses.address, address), isNull(businesses.latitude)))
    .returning({ id: businesses.id });
  return stored.length > 0;
}
