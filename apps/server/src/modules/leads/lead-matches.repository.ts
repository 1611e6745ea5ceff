import { LEAD_MATCH_LIMIT, type TLeadMatch } from '@perks/contract';
import { eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';

/** A name as the match compares it: lower case, letters and digits only, without a leading 'the'. */
function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^\s*the\s+/, '')
    .replace(/[^a-z0-9]+/g, '');
}

// The same key in SQL, so the comparison runs in the database on both engines.
const businessNameKey: SQL<string> = sql`regexp_replace(regexp_replace(lower(${businesses.name}), '^\\s*the\\s+', ''), '[^a-z0-9]+', '', 'g')`;

/**
 * Businesses that may already be the lead's: the same name key as its workplace, or the same phone
 * (E.164). Both first, then by name. A city's businesses are few, so the name key is computed on
 * the fly rather than indexed.
 */
export async function findLeadMatches(
  db: Executor,
  workplace: string,
  phone: string | null,
): Promise<TLeadMatch[]> {
  const key = nameKey(workplace);
  const byName = key ? sql<boolean>`${businessNameKey} = ${key}` : sql<boolean>`false`;
  const byPhone = phone ? eq(businesses.phone, phone) : sql<boolean>`false`;
  const rows = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      address: businesses.address,
      phone: businesses.phone,
      status: businesses.status,
      by_name: sql<boolean>`${byName}`.mapWith(Boolean),
      by_phone: sql<boolean>`coalesce(${byPhone}, false)`.mapWith(Boolean),
    })
    .from(businesses)
    .where(or(byName, byPhone))
    .orderBy(sql`(${byName})::int + coalesce((${byPhone})::int, 0) desc`, businesses.name, businesses.id)
    .limit(LEAD_MATCH_LIMIT);
  return rows.map(({ by_name, by_phone, ...business }) => ({
    ...business,
    matched_by: [...(by_name ? (['name'] as const) : []), ...(by_phone ? (['phone'] as const) : [])],
  }));
}
