import { BUSINESS_LIMITS, BUSINESS_MESSAGES, type TCreateBusinessRequest } from '@perks/contract';
import { and, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { businesses, businessMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * POST /businesses (docs/decisions/030-who-adds-businesses.md). The creator becomes the owner, in
 * the same transaction. A business added by an admin is active at once; anyone else's starts
 * inactive, off the public directory, seen only by its owner and admins until an admin activates
 * it, and a person may have only a few waiting at once, so no one can fill the directory with spam.
 * Returns the new business's id.
 */
export async function createBusiness(
  db: Db,
  creator: { id: string; is_admin: boolean },
  input: TCreateBusinessRequest,
): Promise<string> {
  return db.transaction(async (tx) => {
    if (!creator.is_admin) {
      const [pending] = await tx
        .select({ n: count() })
        .from(businesses)
        .where(and(eq(businesses.owner_id, creator.id), eq(businesses.status, 'inactive')));
      if (Number(pending?.n ?? 0) >= BUSINESS_LIMITS.pendingPerOwner) {
        throw new AppError('RATE_LIMITED', BUSINESS_MESSAGES.tooManyPending);
      }
    }
    const [row] = await tx
      .insert(businesses)
      .values({
        name: input.name,
        description: input.description ?? null,
        address: input.address ?? null,
        business_type: input.category,
        phone: input.phone ?? null,
        email: input.email ?? null,
        owner_id: creator.id,
        status: creator.is_admin ? 'active' : 'inactive',
        is_active: creator.is_admin,
      })
      .returning({ id: businesses.id });
    const [last] = await tx
      .select({ order: max(businessMembers.join_order) })
      .from(businessMembers)
      .where(eq(businessMembers.user_id, creator.id));
    await tx.insert(businessMembers).values({
      business_id: row!.id,
      user_id: creator.id,
      role: 'owner',
      join_order: last?.order === null || last?.order === undefined ? 0 : last.order + 1,
    });
    return row!.id;
  });
}
