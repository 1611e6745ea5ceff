import type { TTheme } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * The platform theme an admin published (docs/decisions/033-brand-themes.md): at most one row;
 * none means the default preset. The theme is stored whole (validated by the contract on the
 * way in), so a preset edited in a later release does not change what was published.
 */
export const platformTheme = pgTable(
  'platform_theme',
  {
    id: text().primaryKey().default('platform'),
    theme: jsonb().$type<TTheme>().notNull(),
    updated_by: uuid().references(() => users.id, { onDelete: 'set null' }),
    updated_at: updatedAt(),
  },
  (t) => [check('platform_theme_single_row', sql`${t.id} = 'platform'`)],
);

export type PlatformThemeRow = typeof platformTheme.$inferSelect;
