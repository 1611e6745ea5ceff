import { lockBudgetKeys } from './budget-lock.ts';
import type { Tx } from './client.ts';

/**
 * Serialises every write that decides who is an admin (decision 053): an admin demoting,
 * deactivating or deleting an admin, and ADMIN_PHONES granting the first admin at sign-in. Each
 * takes this transaction-scoped advisory lock before it reads the admins, so two such writes never
 * both count the admins the other is about to take away (or both grant). It lives in the database
 * every instance shares; take it first in the transaction, before any row lock.
 */
export function lockAdmins(tx: Tx): Promise<void> {
  return lockBudgetKeys(tx, ['admins']);
}
