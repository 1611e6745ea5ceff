import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, primaryId, timestamptz } from './columns.ts';
import { oneOf } from './enums.ts';
import { users } from './users.ts';

/** The states of a download of a person's data (decision 105). */
export const DATA_EXPORT_STATUSES = ['building', 'ready', 'failed'] as const;

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A ZIP of everything kept about one person (docs/product.md, "Your data"; decision 105), built at
 * once for a normal account or by the job queue for a large one. Downloaded with the key its
 * request answered (only its hash is kept) until `expires_at`; the retention job removes it then.
 * Goes with the person's account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    key_hash: text().notNull(),
    status: text({ enum: DATA_EXPORT_STATUSES }).notNull(),
    archive: bytes(),
    byte_size: integer(),
    expires_at: timestamptz().notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('data_exports_status_check', oneOf(t.status, DATA_EXPORT_STATUSES)),
    check('data_exports_ready_archive', sql`${t.status} <> 'ready' or ${t.archive} is not null`),
    index('data_exports_user_idx').on(t.user_id, t.created_at),
    index('data_exports_expires_idx').on(t.expires_at),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
