import { MEMBER_FACING_BUSINESS_TYPES, PARTNERS_LIMIT, type TPartnerList } from '@perks/contract';
import { and, asc, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { liveBusiness } from '../../db/live-business.ts';
import { businesses, promotions } from '../../db/schema/index.ts';
import { runningAt } from './promotions.repository.ts';

/**
 * The active partners (at most PARTNERS_LIMIT) and their live perks' titles, newest first: two
 * queries, whatever the number of partners. Live as in the member perks list: running, inside its
 * dates, at an active business. Partners with a live perk come first, then the others, each by
 * name; a business is a partner to list when its doors are open to members (its type is one of
 * MEMBER_FACING_BUSINESS_TYPES) or it runs a live perk (decision 076).
 */
export async function listPartners(db: Executor, now: Date): Promise<TPartnerList> {
  const hasLivePerk = exists(
    db
      .select({ one: sql`1` })
      .from(promotions)
      .where(and(eq(promotions.business_id, businesses.id), runningAt(now))),
  );
  const partners = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      business_type: businesses.business_type,
      address: businesses.address,
      logo_url: businesses.logo_url,
    })
    .from(businesses)
    .where(
      and(
        liveBusiness,
        or(inArray(businesses.business_type, [...MEMBER_FACING_BUSINESS_TYPES]), hasLivePerk),
      ),
    )
    .orderBy(desc(hasLivePerk), asc(businesses.name), asc(businesses.id))
    .limit(PARTNERS_LIMIT);
  if (partners.length === 0) return { partners: [] };
  const perks = await db
    .select({ id: promotions.id, title: promotions.title, business_id: promotions.business_id })
    .from(promotions)
    .where(
      and(
        inArray(
          promotions.business_id,
          partners.map((partner) => partner.id),
        ),
        runningAt(now),
      ),
    )
    .orderBy(desc(promotions.created_at), asc(promotions.id));
  return {
    partners: partners.map((partner) => ({
      ...partner,
      perks: perks.filter((perk) => perk.business_id === partner.id).map(({ id, title }) => ({ id, title })),
    })),
  };
}
