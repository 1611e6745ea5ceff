import { CONSENT_SCREENS, TEXT_KINDS } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.ts';
import { E164_PATTERN, oneOf } from './enums.ts';

/**
 * Each consent to a kind of text, given or taken back (decision 085): when, how (the screen, the
 * English words shown and their version, the reader's language) and from which address. Kept by
 * phone like the opt-outs: a text goes to a number. Append-only; the newest row of a phone and
 * kind is its consent now. Whether texts of the kind go is `text_opt_outs`' to say (STOP and the
 * switches write both).
 */
export const textConsents = pgTable(
  'text_consents',
  {
    id: primaryId(),
    phone: text().notNull(),
    kind: text({ enum: TEXT_KINDS }).notNull(),
    granted: boolean().notNull(),
    screen: text({ enum: CONSENT_SCREENS }).notNull(),
    words: text().notNull(),
    words_version: text().notNull(),
    locale: text(),
    ip: text(),
    created_at: createdAt(),
  },
  (t) => [
    index('text_consents_phone_kind_idx').on(t.phone, t.kind, t.created_at.desc()),
    check('text_consents_phone_e164', sql`${t.phone} ~ ${sql.raw(`'${E164_PATTERN}'`)}`),
    check('text_consents_kind_check', oneOf(t.kind, TEXT_KINDS)),
    check('text_consents_screen_check', oneOf(t.screen, CONSENT_SCREENS)),
  ],
);

/**
 * The kinds of text a number has had its first text of (decision 085): that first one said who is
 * writing and how to stop. Not pruned with the texts, so a number is introduced to a kind once.
 */
export const textIntroductions = pgTable(
  'text_introductions',
  {
    phone: text().notNull(),
    kind: text().notNull(),
    created_at: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.phone, t.kind] })],
);
