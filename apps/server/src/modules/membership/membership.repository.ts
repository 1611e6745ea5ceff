import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type MemberState, memberState } from '../../db/member-state.ts';
import { employeeRosters } from '../../db/schema/index.ts';

/**
 * The person's memberships as they open them themselves (`GET /user/membership`, their card):
 * each live staff list row that has their phone and was not yet claimed is stamped now, which is
 * all an employer's staff list says about them (decision 052). A row at a business waiting for
 * review is never stamped, and nothing tells an employer whether a phone had an account before.
 */
export async function openMemberState(
  db: Executor,
  userId: string,
  pausedCutoff: Date | null = null,
): Promise<MemberState | null> {
  const state = await memberState(db, userId, pausedCutoff);
  if (state && state.unclaimed.length > 0) {
    await db
      .update(employeeRosters)
      .set({ claimed_at: sql`now()` })
      .where(
        and(
          inArray(employeeRosters.id, state.unclaimed),
          // The phone may have been changed since the read: then it is someone else's row.
          eq(employeeRosters.phone, state.phone),
          isNull(employeeRosters.claimed_at),
        ),
      );
  }
  return state;
}
