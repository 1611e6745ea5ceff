import { and, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { businesses, checkIns } from '../../db/schema/index.ts';

// Visit days are Portland's calendar days, whatever the server's own time zone.
const VISIT_TIME_ZONE = 'America/New_York';

export interface VisitLimits {
  max_visits_per_day: number | null;
  time_between_visits_minutes: number | null;
}

/** The business's limits, with its row locked so two check-ins of one member cannot both slip under them. */
export async function lockVisitLimits(tx: Tx, businessId: string): Promise<VisitLimits | null> {
  const [row] = await tx
    .select({
      max_visits_per_day: businesses.max_visits_per_day,
      time_between_visits_minutes: businesses.time_between_visits_minutes,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  return row ?? null;
}

/** The member's visits to the business on the local day of `now`, and when the latest one was. */
export async function recentVisits(
  tx: Tx,
  businessId: string,
  memberId: string,
  now: Date,
): Promise<{ today: number; latest: Date | null }> {
  const nowText = now.toISOString();
  const [today] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(checkIns)
    .where(
      and(
        eq(checkIns.business_id, businessId),
        eq(checkIns.member_id, memberId),
        sql`(${checkIns.created_at} at time zone ${VISIT_TIME_ZONE})::date = (${nowText}::timestamptz at time zone ${VISIT_TIME_ZONE})::date`,
      ),
    );
  const [latest] = await tx
    .select({ created_at: checkIns.created_at })
    .from(checkIns)
    .where(and(eq(checkIns.business_id, businessId), eq(checkIns.member_id, memberId)))
    .orderBy(desc(checkIns.created_at))
    .limit(1);
  return { today: Number(today?.n ?? 0), latest: latest?.created_at ?? null };
}

/** Stores the visit and counts it on the business; returns the row and the new total. */
export async function insertCheckIn(
  tx: Tx,
  values: {
    business_id: string;
    member_id: string;
    recorded_by: string;
    method: 'qr_code' | 'manual';
    notes: string | null;
    created_at: Date;
  },
) {
  const [row] = await tx.insert(checkIns).values(values).returning();
  const [business] = await tx
    .update(businesses)
    .set({ visits_count: sql`${businesses.visits_count} + 1` })
    .where(eq(businesses.id, values.business_id))
    .returning({ visits_count: businesses.visits_count });
  return { row: row!, visitsCount: business?.visits_count ?? 0 };
}
