import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A member's card: the id printed on it and the secret its rotating codes come from
 * (docs/decisions/036-member-card-codes.md). Made the first time a verified member opens the card;
 * whether it is honoured is decided by the staff lists at the moment of each check.
 */
export const memberCards = pgTable('member_cards', {
  user_id: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  card_id: text().notNull().unique('member_cards_card_id_key'),
  secret: text().notNull(),
  created_at: createdAt(),
});

/**
 * When each code of a card was first checked, so the same code shown again more than a minute
 * later (a screenshot passed around) is refused.
 */
export const cardCodeUses = pgTable(
  'card_code_uses',
  {
    user_id: cascadingRef(() => users.id),
    step: integer().notNull(),
    first_seen_at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'card_code_uses_pkey', columns: [t.user_id, t.step] }),
    // Retention deletes old rows by age.
    index('card_code_uses_first_seen_idx').on(t.first_seen_at),
  ],
);

export type MemberCardRow = typeof memberCards.$inferSelect;
