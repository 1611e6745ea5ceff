import { SUPPORTED_LOCALES } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses.ts';
import { createdAt, primaryId, updatedAt } from './columns.ts';
import { E164_PATTERN, oneOf, USER_ROLES, USER_STATUSES } from './enums.ts';

/**
 * Everyone who signs in. An account is created on the first verified code, so only the phone is
 * known at first; names and email are filled in later. `is_admin` decides the effective permission
 * set; `role` is what the UI displays.
 */
export const users = pgTable(
  'users',
  {
    id: primaryId(),
    phone: text().notNull().unique(),
    first_name: text(),
    last_name: text(),
    email: text(),
    role: text({ enum: USER_ROLES }).notNull().default('worker'),
    status: text({ enum: USER_STATUSES }).notNull().default('active'),
    is_active: boolean().notNull().default(true),
    is_admin: boolean().notNull().default(false),
    profile_picture_url: text(),
    // Typed through AnyPgColumn: users and businesses reference each other.
    favorite_business_id: uuid().references((): AnyPgColumn => businesses.id, { onDelete: 'set null' }),
    last_sign_in_at: timestamp({ withTimezone: true }),
    email_confirmed_at: timestamp({ withTimezone: true }),
    // The language the person chose for the app, their texts and e-mails; null until they choose.
    language: text({ enum: SUPPORTED_LOCALES }),
    /**
     * When the person deleted their account (decision 106): the row stays only so the records that
     * must (reviews, check-ins, audit rows) point somewhere; phone, names, e-mail and photo are gone.
     */
    deleted_at: timestamp({ withTimezone: true }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('users_phone_e164', sql`${t.phone} ~ ${sql.raw(`'${E164_PATTERN}'`)}`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_language_check', oneOf(t.language, SUPPORTED_LOCALES)),
    index('users_created_at_idx').on(t.created_at),
    // Deleting a business nulls favorites; the index keeps that from scanning every user.
    index('users_favorite_business_idx').on(t.favorite_business_id),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
