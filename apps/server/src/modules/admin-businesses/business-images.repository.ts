import type { BusinessImageType } from '@perks/contract';
import { eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

const column = (type: BusinessImageType) => (type === 'logo' ? 'logo_url' : 'hero_image_url');

/**
 * Points the business's logo or hero at `url` (in the caller's transaction, which holds the file's
 * lock); answers the address it had, or undefined if no such business.
 */
export async function setBusinessImage(
  tx: Executor,
  businessId: string,
  type: BusinessImageType,
  url: string,
): Promise<{ previous: string | null } | undefined> {
  const [before] = await tx
    .select({ previous: businesses[column(type)] })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!before) return undefined;
  await tx
    .update(businesses)
    .set({ [column(type)]: url })
    .where(eq(businesses.id, businessId));
  return before;
}

/** Whether any business still shows the image (one file can serve two businesses with the same picture). */
export async function imageInUse(db: Executor, url: string): Promise<boolean> {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(or(eq(businesses.logo_url, url), eq(businesses.hero_image_url, url)))
    .limit(1);
  return rows.length > 0;
}
