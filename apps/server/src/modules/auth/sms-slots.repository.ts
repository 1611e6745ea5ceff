import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows-of.ts';
import { smsSlots } from '../../db/schema/index.ts';

/** A slot taken for one text: given back (`releaseSlot`) if the text does not go after all. */
export interface TakenSlot {
  slot: number;
  /** The stamp as PostgreSQL wrote it (text keeps its microseconds, which a Date would lose). */
  stamp: string;
}

/**
 * Time of the statement, not of its transaction (`now()`): a slot is stamped, and judged free,
 * by when it was taken, however long the transaction around it had already run.
 */
const HOUR_AGO = sql`statement_timestamp() - interval '1 hour'`;

/**
 * Takes the highest slot below `below` that no text used in the last hour and that no other
 * sender holds at this moment, and stamps it; undefined when there is none. Row locks with SKIP
 * LOCKED: senders at the same moment take different slots instead of queueing on one. A slot
 * another sender stamped after this statement's snapshot is re-read when locked and, no longer
 * free, skipped. The stamp's row lock lasts until the caller's transaction ends: a rollback
 * gives the slot back by itself.
 */
export async function takeSlot(db: Executor, below: number): Promise<TakenSlot | undefined> {
  const result = await db.execute(sql`
    with free as (
      select ${smsSlots.slot} from ${smsSlots}
      where ${smsSlots.slot} < ${below} and ${smsSlots.used_at} <= ${HOUR_AGO}
      order by ${smsSlots.slot} desc
      limit 1
      for update skip locked
    )
    update ${smsSlots} set used_at = statement_timestamp()
    from free where ${smsSlots.slot} = free.slot
    returning ${smsSlots.slot} as slot, ${smsSlots.used_at}::text as stamp`);
  return rowsOf<TakenSlot>(result)[0];
}

/**
 * Makes sure slots 0 to `count` - 1 exist: a cap above the default's 300, which the migration
 * made. True when some were missing. Run when no slot was free, in the sender's transaction, and
 * counted first: an insert that meets a slot another sender is stamping waits for that sender's
 * commit, which a full cap's refusals should not; only the first burst after raising the cap
 * meets that wait, once.
 */
export async function ensureSlots(db: Executor, count: number): Promise<boolean> {
  if ((await db.$count(smsSlots, sql`${smsSlots.slot} < ${count}`)) >= count) return false;
  await db.execute(sql`
    insert into ${smsSlots} (slot) select generate_series(0, ${count - 1}::int)
    on conflict do nothing`);
  return true;
}

/** Texts paid for in the last hour by the slots below `below`. */
export async function slotsUsedInLastHour(db: Executor, below: number): Promise<number> {
  return db.$count(smsSlots, sql`${smsSlots.slot} < ${below} and ${smsSlots.used_at} > ${HOUR_AGO}`);
}

/** Seconds until the first of the slots below `below` is an hour old (at least 1). */
export async function secondsUntilSlotFree(db: Executor, below: number): Promise<number> {
  const result = await db.execute(sql`
    select ceil(extract(epoch from min(${smsSlots.used_at}) + interval '1 hour' - statement_timestamp()))::int as wait
    from ${smsSlots} where ${smsSlots.slot} < ${below}`);
  return Math.max(1, rowsOf<{ wait: number | null }>(result)[0]?.wait ?? 1);
}

/**
 * Gives a slot back: its text never reached the gateway's hands (the gateway answered with an
 * error). Only if the slot still holds this text's stamp.
 */
export async function releaseSlot(db: Executor, taken: TakenSlot): Promise<void> {
  await db.execute(sql`
    update ${smsSlots} set used_at = 'epoch'
    where ${smsSlots.slot} = ${taken.slot} and ${smsSlots.used_at} = ${taken.stamp}::timestamptz`);
}
