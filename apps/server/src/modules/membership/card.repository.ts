import { randomBytes, randomInt } from 'node:crypto';
import { CARD_ID_ALPHABET } from '@perks/contract';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cardCodeUses, type MemberCardRow, memberCards } from '../../db/schema/index.ts';

const newCardId = () =>
  Array.from({ length: 10 }, () => CARD_ID_ALPHABET[randomInt(CARD_ID_ALPHABET.length)]).join('');

/** The member's card, made on first use; a concurrent first use keeps whichever row won. */
export async function cardFor(db: Executor, userId: string): Promise<MemberCardRow> {
  const [existing] = await db.select().from(memberCards).where(eq(memberCards.user_id, userId));
  if (existing) return existing;
  await db
    .insert(memberCards)
    .values({ user_id: userId, card_id: newCardId(), secret: randomBytes(32).toString('hex') })
    .onConflictDoNothing({ target: memberCards.user_id });
  const [row] = await db.select().from(memberCards).where(eq(memberCards.user_id, userId));
  return row!;
}

export async function cardById(db: Executor, cardId: string): Promise<MemberCardRow | null> {
  const [row] = await db.select().from(memberCards).where(eq(memberCards.card_id, cardId));
  return row ?? null;
}

/** Notes a code's first check and returns when that was (now, for a code never seen before). */
export async function firstUseOfCode(db: Executor, userId: string, step: number, now: Date): Promise<Date> {
  await db.insert(cardCodeUses).values({ user_id: userId, step, first_seen_at: now }).onConflictDoNothing();
  const [row] = await db
    .select({ first_seen_at: cardCodeUses.first_seen_at })
    .from(cardCodeUses)
    .where(sql`${cardCodeUses.user_id} = ${userId} and ${cardCodeUses.step} = ${step}`);
  return row?.first_seen_at ?? now;
}
