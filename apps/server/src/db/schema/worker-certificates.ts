import { CERTIFICATE_KINDS } from '@perks/contract';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadingRef, createdAt, primaryId, updatedAt } from './columns.ts';
import { oneOf } from './enums.ts';
import { users } from './users.ts';

/**
 * A certificate on a worker's profile (decision 097): food handler, ServSafe, alcohol server,
 * allergen awareness, first aid or another named one. Dates are calendar dates, no time zone.
 * The card's photo is a name in the image store's `certificate-photos` folder, served only to
 * the holder and the businesses they applied to. `reminded_for` is the expiry date the 30-day
 * reminder was sent for: set once, in the transaction that queues the text and the e-mail, so a
 * reminder goes once per expiry date on any number of instances, and a renewed certificate (a
 * new expiry) is reminded again.
 */
export const workerCertificates = pgTable(
  'worker_certificates',
  {
    id: primaryId(),
    user_id: cascadingRef(() => users.id),
    kind: text({ enum: CERTIFICATE_KINDS }).notNull(),
    name: text(),
    number: text(),
    issuer: text(),
    issued_on: date(),
    expires_on: date(),
    photo_name: text(),
    reminded_for: date(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('worker_certificates_kind_check', oneOf(t.kind, CERTIFICATE_KINDS)),
    check('worker_certificates_dates_order', sql`${t.expires_on} > ${t.issued_on}`),
    check('worker_certificates_other_named', sql`${t.kind} <> 'other' or ${t.name} is not null`),
    // A person's certificates; the applicant card reads them by person and kind.
    index('worker_certificates_user_kind_idx').on(t.user_id, t.kind),
    // The reminder sweep: certificates whose expiry has not been reminded yet, by expiry.
    index('worker_certificates_unreminded_idx')
      .on(t.expires_on)
      .where(sql`${t.expires_on} is not null and ${t.reminded_for} is distinct from ${t.expires_on}`),
  ],
);

export type WorkerCertificateRow = typeof workerCertificates.$inferSelect;
