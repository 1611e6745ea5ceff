/**
 * Demo data for Greater Portland, Maine: 19 invented businesses on real streets, their owners,
 * managers and staff lists, workers with work histories, and 54 job posts.
 *
 * Demo phones (all in the reserved 555-01xx range; in development the code is printed by the
 * console SMS provider):
 *   +12075550100  Avery Admin       admin (the default ADMIN_PHONES)
 *   +12075550101  Maggie Thibodeau  owner of Salt Pier Kitchen and Tidewater Oyster Bar
 *   +12075550102  Devon Reyes       manager at Salt Pier Kitchen
 *   +12075550103  Sam Carter        worker, on Salt Pier Kitchen's staff list, with a work history
 *   +12075550104-0119, 0127         further owners and managers (see people.ts)
 *   +12075550120-0125               workers on staff lists; +12075550126 is on none (unverified)
 *
 * Special job posts: the Harbor Lantern "Food & Beverage Manager" is scheduled (posted_at in 3
 * days), Tidewater's "Barback" expired 15 days ago, Congress Street Taproom's "Draft Line
 * Technician" is pending, Harbor Lantern's "Bell Attendant" is closed, and Knightville Diner's
 * "Breakfast Server" expires tomorrow.
 *
 * Applications (decision 054): three workers applied to Tidewater's "Raw Bar Server"; the demo
 * worker (+12075550103) was moved to Interview, the other two are unread for the owner.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as schema from '../schema/index.ts';
import { insertDemoData } from './insert.ts';

export interface SeedOptions {
  /** Phones (E.164) that get admin accounts. */
  adminPhones: readonly string[];
  /** The moment demo dates are relative to; defaults to now. */
  now?: Date;
}

export interface SeedSummary {
  /** True when the database already held data and nothing was inserted. */
  skipped: boolean;
  users: number;
  businesses: number;
  businessMembers: number;
  employeeRosters: number;
  jobs: number;
  workExperiences: number;
}

// Any fixed number: two instances booting on an empty database must not both seed it.
export const SEED_LOCK_ID = 72_041_208;

/** True when there are no users, businesses or jobs: a brand-new database. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  // One after another: inside a transaction they share a single connection.
  for (const table of [schema.users, schema.businesses, schema.jobs]) {
    const rows = await db.select({ id: table.id }).from(table).limit(1);
    if (rows.length > 0) return false;
  }
  return true;
}

/** Seeds an empty database in one transaction; a database that already has data is left alone. */
export async function seedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  let skipped = false;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if (!(await isDatabaseEmpty(tx))) {
      skipped = true;
      return;
    }
    await insertDemoData(tx, options.adminPhones, options.now ?? new Date());
  });
  return { skipped, ...(await countDemoData(db)) };
}

/** Deletes every row of every product table, then seeds, all in one transaction. */
export async function reseedDemoData(db: Db, options: SeedOptions): Promise<SeedSummary> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    await tx.execute(sql`truncate table ${sql.join(PRODUCT_TABLES, sql`, `)} cascade`);
    await insertDemoData(tx, options.adminPhones, options.now ?? new Date());
  });
  return { skipped: false, ...(await countDemoData(db)) };
}

const PRODUCT_TABLES = [
  schema.auditEvents,
  schema.platformTheme,
  schema.aiMessages,
  schema.aiConversations,
  schema.idempotencyKeys,
  schema.refreshSessions,
  schema.otpEvents,
  schema.otpChallenges,
  schema.requestEvents,
  schema.usedChallenges,
  schema.leads,
  schema.workExperiences,
  schema.promotionRedemptions,
  schema.businessReviews,
  schema.checkIns,
  schema.promotions,
  schema.cardCodeUses,
  schema.memberCards,
  schema.employeeRosters,
  schema.jobs,
  schema.businessMembers,
  schema.businesses,
  schema.users,
];

async function countDemoData(db: Db): Promise<Omit<SeedSummary, 'skipped'>> {
  const countOf = async (table: (typeof PRODUCT_TABLES)[number]) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await countOf(schema.users),
    businesses: await countOf(schema.businesses),
    businessMembers: await countOf(schema.businessMembers),
    employeeRosters: await countOf(schema.employeeRosters),
    jobs: await countOf(schema.jobs),
    workExperiences: await countOf(schema.workExperiences),
  };
}
