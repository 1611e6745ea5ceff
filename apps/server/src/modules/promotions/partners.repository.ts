import { PARTNERS_LIMIT, type TPartnerList } from '@perks/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businesses, promotions } from '../../db/schema/index.ts';

/**
 * The active partners by name (at most PARTNERS_LIMIT) and their live perks' titles, newest first:
 * two queries, whatever the number of partners. Live as in the member perks list: running, inside
 * its dates, at an active business.
 */
export async function listPartners(db: Executor, now: Date): Promise<TPartnerList> {
  const partners = await db
    .select({
      id: businesses.id,
      name: businesses.name,
      business_type: businesses.business_type,
      address: businesses.address,
      logo_url: businesses.logo_url,
    })
    .from(businesses)
    .where(and(eq(businesses.status, 'active'), eq(businesses.is_active, true)))
    .orderBy(asc(businesses.name), asc(businesses.id))
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
        eq(promotions.status, 'active'),
        or(isNull(promotions.starts_at), lte(promotions.starts_at, now)),
        or(isNull(promotions.ends_at), gt(promotions.ends_at, now)),
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
