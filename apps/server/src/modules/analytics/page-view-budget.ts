import { createHash } from 'node:crypto';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db } from '../../db/client.ts';
import { recordRequests, requestBudgetWait } from '../../db/request-budget.ts';
import { addPageView, type PageView } from './page-views.repository.ts';

/**
 * The most views one client network adds to one page in a day (decision 066). A person's repeat
 * views are already skipped in memory for 30 minutes, but only per browser string: a script that
 * changes it on every request would otherwise count each one. An office or a café behind one
 * address still counts this many people a day.
 */
export const PAGE_VIEWS_PER_NETWORK_PER_DAY = 10;

const DAILY_BUDGET = {
  action: 'page_view',
  limit: PAGE_VIEWS_PER_NETWORK_PER_DAY,
  windowSeconds: 86_400,
} as const;

/**
 * The request log's subject for one network's views of one page: a hash, so the log keeps no
 * readable record of who looked at what (it is pruned after two days in any case).
 */
function subjectOf(network: string, view: Pick<PageView, 'kind' | 'pageId'>): string {
  const hash = createHash('sha256').update(`${view.kind}\n${view.pageId}\n${network}`).digest('base64url');
  return `page:${hash.slice(0, 22)}`;
}

/**
 * Counts the view unless the network has added its day's share to the page already. The check,
 * the spend and the count commit together under the subject's budget lock (decision 050), so a
 * parallel burst from one network adds no more than the cap. Answers whether it counted.
 */
export function addBudgetedPageView(db: Db, network: string, view: PageView): Promise<boolean> {
  const subject = subjectOf(network, view);
  return withBudget(db, [`page-view:${subject}`], async (tx) => {
    if (await requestBudgetWait(tx, DAILY_BUDGET, subject)) return false;
    await recordRequests(tx, [{ action: DAILY_BUDGET.action, subject }]);
    await addPageView(tx, view);
    return true;
  });
}
