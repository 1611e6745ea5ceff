import { listPage, type TInboxLead, type TLeadList, type TLeadListQuery } from '@perks/contract';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { newestFirst, pageWithTotal } from '../../db/page-with-total.ts';
import { businesses } from '../../db/schema/index.ts';
import { type LeadRow, leads } from '../../db/schema/leads.ts';

export function toInboxLead(row: LeadRow): TInboxLead {
  return {
    id: row.id,
    email: row.email,
    business: row.business,
    lead_source: row.lead_source === 'support' ? 'support' : 'website',
    message: row.message,
    is_owner_gm: row.is_owner_gm,
    status: row.status,
    converted_business_id: row.converted_business_id,
    created_at: row.created_at.toISOString(),
  };
}

/** One page of the inbox, newest first. A city's sign-ups are few, so the search is a plain ILIKE. */
export async function listLeads(db: Executor, query: TLeadListQuery): Promise<TLeadList> {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    pattern
      ? or(ilike(leads.email, pattern), ilike(leads.business, pattern), ilike(leads.message, pattern))
      : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
  );
  const rows = db.select().from(leads).$dynamic();
  const page = await pageWithTotal(db, { rows, table: leads, where, order: newestFirst(leads) }, query);
  return listPage(page.rows.map(toInboxLead), page.total, query);
}

export async function findLead(db: Executor, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id));
  return row ?? null;
}

/** The lead, locked for the rest of the transaction so two admins cannot convert it twice. */
export async function lockLead(db: Executor, id: string): Promise<LeadRow | null> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
  return row ?? null;
}

export async function updateLead(
  db: Executor,
  id: string,
  values: Pick<Partial<LeadRow>, 'status' | 'converted_business_id'>,
): Promise<LeadRow> {
  const [row] = await db.update(leads).set(values).where(eq(leads.id, id)).returning();
  return row!;
}

/** Whether the business a lead is being turned into exists. */
export async function businessExists(db: Executor, id: string): Promise<boolean> {
  const [found] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, id));
  return found !== undefined;
}
