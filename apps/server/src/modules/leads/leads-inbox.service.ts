import {
  BUSINESS_NOT_FOUND,
  LEAD_INBOX_MESSAGES,
  type LeadStatus,
  type TConvertLead,
  type TInboxLead,
  ZAdminBusinessInput,
} from '@perks/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { LeadRow } from '../../db/schema/leads.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { addBusinessMember, createBusinessAsAdmin } from '../admin-businesses/index.ts';
import { changedFields, recordAuditBy } from '../audit/index.ts';
import { businessExists, lockLead, toInboxLead, updateLead } from './leads-inbox.repository.ts';

interface Actor {
  id: string;
}

const AUDITED_FIELDS = ['status', 'converted_business_id'] as const satisfies readonly (keyof LeadRow)[];

async function audit(
  tx: Tx,
  actor: Actor,
  action: 'lead.status' | 'lead.convert',
  before: LeadRow,
  after: LeadRow,
) {
  await recordAuditBy(tx, actor.id, {
    action,
    entityType: 'lead',
    entityId: before.id,
    changes: changedFields(before, after, AUDITED_FIELDS),
  });
}

/** PATCH /leads/{id}/status, audited when it changes something. */
export async function changeLeadStatus(
  db: Db,
  actor: Actor,
  id: string,
  status: LeadStatus,
): Promise<TInboxLead> {
  return db.transaction(async (tx) => {
    const before = await lockLead(tx, id);
    if (!before) throw notFound(LEAD_INBOX_MESSAGES.notFound);
    const after = await updateLead(tx, id, { status });
    if (before.status !== status) await audit(tx, actor, 'lead.status', before, after);
    return toInboxLead(after);
  });
}

/**
 * POST /leads/{id}/convert (decision 041): the business (an existing one, or a new active one named
 * as given or as the lead's workplace), the person as its owner by phone (an account made now if
 * they have never signed in, so their first sign-in lands them as the owner), and the lead marked
 * converted: all in one transaction, each step audited.
 */
export async function convertLead(
  db: Db,
  actor: Actor,
  id: string,
  input: TConvertLead,
): Promise<{ lead: TInboxLead; business_id: string }> {
  return db.transaction(async (tx) => {
    const before = await lockLead(tx, id);
    if (!before) throw notFound(LEAD_INBOX_MESSAGES.notFound);
    if (before.status === 'converted') throw new AppError('CONFLICT', LEAD_INBOX_MESSAGES.alreadyConverted);
    let businessId = input.business_id;
    if (businessId) {
      if (!(await businessExists(tx, businessId)))
        throw new AppError('NOT_FOUND', BUSINESS_NOT_FOUND, { field: 'business_id' });
    } else {
      const values = ZAdminBusinessInput.parse({ name: input.name ?? before.business.slice(0, 100) });
      businessId = await createBusinessAsAdmin(tx, actor, values);
    }
    await addBusinessMember(tx, actor, businessId, { phone: input.phone, role: 'owner' });
    const after = await updateLead(tx, id, { status: 'converted', converted_business_id: businessId });
    await audit(tx, actor, 'lead.convert', before, after);
    return { lead: toInboxLead(after), business_id: businessId };
  });
}
