import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Proof-of-work challenges already accepted once. A solved challenge is a ticket for one request;
 * keeping its signature until the challenge expires makes a replay fail on every instance.
 */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    signature: text().primaryKey(),
    expires_at: timestamp({ withTimezone: true }).notNull(),
  },
  // Expired rows are swept by age.
  (t) => [index('used_challenges_expires_at_idx').on(t.expires_at)],
);
