import { listPage, type TRosterEntry, type TRosterList, type TRosterListQuery } from '@perks/contract';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/contains-pattern.ts';
import { businesses, employeeRosters } from '../../db/schema/index.ts';
import { joinName, splitName } from './roster-names.ts';

/** Both the pool and a transaction handle these queries. */

export interface RosterRowValues {
  name: string;
  phone: string;
  role_title: string | null;
}

const entryColumns = {
  id: employeeRosters.id,
  business_id: employeeRosters.business_id,
  first_name: employeeRosters.first_name,
  last_name: employeeRosters.last_name,
  phone: employeeRosters.phone,
  position: employeeRosters.position,
  created_at: employeeRosters.created_at,
  // Whether this person has opened their membership since being listed here; never whether the
  // phone has an account (decision 052).
  claimed_at: employeeRosters.claimed_at,
};

type EntryRow = {
  id: string;
  business_id: string;
  first_name: string | null;
  last_name: string | null;
  phone: string;
  position: string | null;
  created_at: Date;
  claimed_at: Date | null;
};

function toEntry(row: EntryRow): TRosterEntry {
  return {
    id: row.id,
    business_id: row.business_id,
    name: joinName(row.first_name, row.last_name),
    phone: row.phone,
    role_title: row.position,
    claimed_at: row.claimed_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}

const toColumns = (businessId: string, row: RosterRowValues, submittedBy: string | null) => ({
  business_id: businessId,
  ...splitName(row.name),
  phone: row.phone,
  position: row.role_title,
  submitted_by: submittedBy,
});

/** One page of a staff list by name, searched by name, phone or role title. */
export async function listRoster(
  db: Executor,
  businessId: string,
  query: TRosterListQuery,
): Promise<TRosterList> {
  const page = { page: query.page, limit: query.limit };
  const conditions: SQL[] = [eq(employeeRosters.business_id, businessId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        sql`lower(coalesce(${employeeRosters.first_name}, '') || ' ' || coalesce(${employeeRosters.last_name}, '')) like ${pattern}`,
        sql`${employeeRosters.phone} like ${pattern}`,
        sql`lower(coalesce(${employeeRosters.position}, '')) like ${pattern}`,
      ) as SQL,
    );
  }
  const where = and(...conditions);
  const rows = await db
    .select(entryColumns)
    .from(employeeRosters)
    .where(where)
    .orderBy(
      asc(sql`lower(coalesce(${employeeRosters.first_name}, ''))`),
      asc(sql`lower(coalesce(${employeeRosters.last_name}, ''))`),
      asc(employeeRosters.id),
    )
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  const [total] = await db.select({ n: count() }).from(employeeRosters).where(where);
  return listPage(rows.map(toEntry), Number(total?.n ?? 0), page);
}

/** Which of these phones are already on the business's list. */
export async function phonesOnRoster(
  db: Executor,
  businessId: string,
  phones: string[],
): Promise<Set<string>> {
  if (phones.length === 0) return new Set();
  const rows = await db
    .select({ phone: employeeRosters.phone })
    .from(employeeRosters)
    .where(and(eq(employeeRosters.business_id, businessId), inArray(employeeRosters.phone, phones)));
  return new Set(rows.map((row) => row.phone));
}

export async function countRoster(db: Executor, businessId: string): Promise<number> {
  return db.$count(employeeRosters, eq(employeeRosters.business_id, businessId));
}

/** Adds rows in batches (one statement for 2,000 rows would near Postgres's parameter cap). */
export async function insertRosterRows(
  db: Executor,
  businessId: string,
  rows: RosterRowValues[],
  submittedBy: string,
): Promise<void> {
  const BATCH = 500;
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insert(employeeRosters)
      .values(rows.slice(start, start + BATCH).map((row) => toColumns(businessId, row, submittedBy)));
  }
}

export async function findRosterEntry(
  db: Executor,
  businessId: string,
  entryId: string,
): Promise<TRosterEntry | null> {
  const [row] = await db
    .select(entryColumns)
    .from(employeeRosters)
    .where(and(eq(employeeRosters.business_id, businessId), eq(employeeRosters.id, entryId)));
  return row ? toEntry(row) : null;
}

export async function insertRosterEntry(
  db: Executor,
  businessId: string,
  row: RosterRowValues,
  submittedBy: string,
): Promise<string> {
  const [saved] = await db
    .insert(employeeRosters)
    .values(toColumns(businessId, row, submittedBy))
    .returning({ id: employeeRosters.id });
  return saved!.id;
}

/**
 * True when the entry existed on this business's list. A new phone is a new person: whoever had
 * the old one claimed nothing for them, so the claim is cleared.
 */
export async function updateRosterEntry(
  db: Executor,
  businessId: string,
  entryId: string,
  row: RosterRowValues,
): Promise<boolean> {
  const { business_id: _business, submitted_by: _by, ...columns } = toColumns(businessId, row, null);
  const updated = await db
    .update(employeeRosters)
    .set({
      ...columns,
      claimed_at: sql`case when ${employeeRosters.phone} = ${row.phone} then ${employeeRosters.claimed_at} end`,
    })
    .where(and(eq(employeeRosters.business_id, businessId), eq(employeeRosters.id, entryId)))
    .returning({ id: employeeRosters.id });
  return updated.length > 0;
}

export async function deleteRosterEntry(db: Executor, businessId: string, entryId: string): Promise<boolean> {
  const deleted = await db
    .delete(employeeRosters)
    .where(and(eq(employeeRosters.business_id, businessId), eq(employeeRosters.id, entryId)))
    .returning({ id: employeeRosters.id });
  return deleted.length > 0;
}

/** Whether the business is live (active and not deactivated), or null when there is no such business. */
export async function businessIsLive(db: Executor, businessId: string): Promise<boolean | null> {
  const [row] = await db
    .select({ is_active: businesses.is_active, status: businesses.status })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row ? row.is_active && row.status === 'active' : null;
}
