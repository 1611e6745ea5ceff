import { SUPPORT_LEAD_SOURCE, type TCreateLead, type TLead, type TSupportMessage } from '@perks/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type LeadRow, leads } from '../../db/schema/leads.ts';
import { toInboxLead } from './leads-inbox.repository.ts';

/** The sign-up as the public form's answer shows it: without where the inbox stands with it. */
function toLead(row: LeadRow): TLead {
  const { status: _status, converted_business_id: _converted, ...lead } = toInboxLead(row);
  return lead;
}

/**
 * Stores a sign-up once per email and workplace (case-insensitive, the unique index on
 * lower(email), lower(business)). A repeat finds the stored row instead of adding a second one,
 * and concurrent duplicates cannot both insert: the index decides.
 */
export async function saveLead(
  db: Executor,
  lead: Omit<TCreateLead, 'altcha'>,
): Promise<{ lead: TLead; created: boolean }> {
  const [inserted] = await db.insert(leads).values(lead).onConflictDoNothing().returning();
  if (inserted) return { lead: toLead(inserted), created: true };
  const [existing] = await db
    .select()
    .from(leads)
    .where(
      and(
        eq(sql`lower(${leads.email})`, lead.email.toLowerCase()),
        eq(sql`lower(${leads.business})`, lead.business.toLowerCase()),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('lead insert conflicted but no matching lead was found');
  return { lead: toLead(existing), created: false };
}

/** Keeps a message from the support page's form as a lead of source 'support' (no workplace). */
export async function saveSupportMessage(db: Executor, message: TSupportMessage): Promise<void> {
  await db.insert(leads).values({
    email: message.email,
    business: '',
    lead_source: SUPPORT_LEAD_SOURCE,
    message: message.message,
  });
}
