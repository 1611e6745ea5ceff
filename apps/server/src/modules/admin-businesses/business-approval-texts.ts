import { BUSINESS_APPROVED_TEXT_CATEGORY, businessApprovedSms } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import type { TextOutbox } from '../notifications/index.ts';
import { listBusinessMembers } from './business-members.repository.ts';

/**
 * Tells each owner their business is approved (decision 063). The dedupe key holds one text per
 * owner per business, ever: approving it again after a deactivation, or two admins approving it at
 * once, sends nothing more. Called after the approval committed, since the outbox opens its own
 * transaction.
 */
export async function textOwnersAboutApproval(
  db: Db,
  outbox: TextOutbox,
  business: { id: string; name: string; draftsLive: number },
): Promise<void> {
  const owners = (await listBusinessMembers(db, business.id)).filter((member) => member.role === 'owner');
  for (const owner of owners) {
    await outbox.queueText({
      to: { userId: owner.user_id },
      body: (t) => businessApprovedSms({ businessName: business.name, draftsLive: business.draftsLive }, t),
      category: BUSINESS_APPROVED_TEXT_CATEGORY,
      dedupeKey: `business-approved:${business.id}:${owner.user_id}`,
      perDayLimit: 1,
    });
  }
}
