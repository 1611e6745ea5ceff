import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { E164_PATTERN } from './enums.ts';

/**
 * Phones that replied STOP to a category of texts ('*': every category). Kept by phone, not
 * account: the reply comes from a number, and it must hold even if the account is deleted and made
 * again. The gateway's inbound webhook writes it (decision 070); the outbox reads it before every send.
 */
export const textOptOuts = pgTable(
  'text_opt_outs',
  {
    phone: text().notNull(),
    category: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.phone, t.category] }),
    check('text_opt_outs_phone_e164', sql`${t.phone} ~ ${sql.raw(`'${E164_PATTERN}'`)}`),
  ],
);
