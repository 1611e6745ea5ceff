import { index, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { cascadingRef, createdAt } from './columns.ts';
import { users } from './users.ts';

/**
 * A person's favorite businesses, kept on the account so they follow the person to another device
 * (docs/product.md, "Business pages and favorites"). Removing a business removes it from every list.
 */
export const favoriteBusinesses = pgTable(
  'favorite_businesses',
  {
    user_id: cascadingRef(() => users.id),
    business_id: cascadingRef(() => businesses.id),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'favorite_businesses_pkey', columns: [t.user_id, t.business_id] }),
    // Serves the cascade when a business is deleted.
    index('favorite_businesses_business_idx').on(t.business_id),
  ],
);
