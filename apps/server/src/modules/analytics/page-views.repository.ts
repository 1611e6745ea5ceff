import { ANALYTICS_TIME_ZONE } from '@perks/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ownerOrManager } from '../../db/owner-or-manager.ts';
import { businessMembers, type PageViewKind, pageViews } from '../../db/schema/index.ts';

export interface PageView {
  kind: PageViewKind;
  /** The job's or the business's id. */
  pageId: string;
  /** The business the page belongs to (the business itself for its page). */
  businessId: string;
  /** Who the request's token names, if anyone: the business's own owners and managers do not count. */
  viewerId: string | null;
}

/**
 * Adds one to today's counter of the page (today in Portland, by the database's clock), in one
 * statement: the insert or the `views + 1` is atomic, so parallel views never lose a count. A
 * viewer who owns or manages the business adds nothing.
 */
export async function addPageView(db: Executor, view: PageView): Promise<void> {
  const ownView = view.viewerId
    ? db
        .select({ one: sql`1` })
        .from(businessMembers)
        .where(
          and(
            eq(businessMembers.business_id, view.businessId),
            eq(businessMembers.user_id, view.viewerId),
            ownerOrManager,
          ),
        )
    : null;
  const today = sql`(now() at time zone ${ANALYTICS_TIME_ZONE})::date`;
  await db.execute(sql`
    insert into ${pageViews} (business_id, kind, page_id, day, views)
    select ${view.businessId}::uuid, ${view.kind}, ${view.pageId}::uuid, ${today}, 1
    ${ownView ? sql`where not exists (${ownView})` : sql``}
    on conflict (business_id, kind, day, page_id) do update set views = ${pageViews.views} + 1`);
}
