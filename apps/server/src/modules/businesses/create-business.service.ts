import { BUSINESS_LIMITS, BUSINESS_MESSAGES, type TCreateBusinessRequest } from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { addOwnerMembership, countPendingBusinesses, insertBusiness } from './businesses.repository.ts';

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
  // The creator's waiting businesses are a budget (decision 050): counted and added under one lock.
  return withBudget(db, [`pending-businesses:user:${creator.id}`], async (tx) => {
    if (
      !creator.is_admin &&
      (await countPendingBusinesses(tx, creator.id)) >= BUSINESS_LIMITS.pendingPerOwner
    ) {
      throw new AppError('RATE_LIMITED', BUSINESS_MESSAGES.tooManyPending, { budget: 'pending_businesses' });
    }
    const id = await insertBusiness(tx, {
      name: input.name,
      description: input.description ?? null,
      address: input.address ?? null,
      business_type: input.category,
      phone: input.phone ?? null,
      email: input.email ?? null,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      owner_id: creator.id,
      status: creator.is_admin ? 'active' : 'inactive',
      is_active: creator.is_admin,
    });
    await addOwnerMembership(tx, id, creator.id);
    return id;
  });
}
