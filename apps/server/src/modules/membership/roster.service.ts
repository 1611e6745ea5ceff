import {
  ROSTER_MESSAGES,
  type TRosterEntry,
  type TRosterEntryValues,
  type TRosterPreview,
  type TRosterPreviewRow,
  type TRosterRows,
  ZRosterEntryInput,
} from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { requireE164, toE164 } from '../auth/index.ts';
import {
  countRoster,
  deleteRosterEntry,
  findRosterEntry,
  insertRosterEntry,
  insertRosterRows,
  phonesOnRoster,
  type RosterRowValues,
  updateRosterEntry,
} from './roster.repository.ts';

/** A cap on one business's list, far above any venue's staff, so a list cannot grow without bound. */
const ROSTER_MAX_ENTRIES = 10_000;

const uniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23505';

/**
 * Checks each row of a list on its own (docs/product.md, "Staff rosters"): a name, a phone the
 * sign-in would accept, and a phone neither repeated in the list nor already on the staff list.
 * Lines count from 1, as a spreadsheet shows them.
 */
export async function previewRoster(db: Db, businessId: string, input: TRosterRows): Promise<TRosterPreview> {
  const checked = input.rows.map((raw, index) => checkRow(raw, index + 1));
  const phones = checked.flatMap((row) => (row.status === 'valid' ? [row.phone] : []));
  const existing = await phonesOnRoster(db, businessId, [...new Set(phones)]);
  const seen = new Set<string>();
  const rows = checked.map((row): TRosterPreviewRow => {
    if (row.status !== 'valid') return row;
    if (existing.has(row.phone))
      return { ...row, status: 'duplicate', message: ROSTER_MESSAGES.alreadyOnRoster };
    if (seen.has(row.phone)) return { ...row, status: 'duplicate', message: ROSTER_MESSAGES.duplicateInList };
    seen.add(row.phone);
    return row;
  });
  const tally = (status: TRosterPreviewRow['status']) => rows.filter((row) => row.status === status).length;
  return { rows, valid: tally('valid'), duplicate: tally('duplicate'), invalid: tally('invalid') };
}

function checkRow(raw: TRosterRows['rows'][number], line: number): TRosterPreviewRow {
  const parsed = ZRosterEntryInput.safeParse(raw);
  const shown = { line, name: raw.name.trim(), role_title: raw.role_title?.trim() || null };
  if (!parsed.success) {
    return {
      ...shown,
      phone: raw.phone.trim(),
      status: 'invalid',
      message: parsed.error.issues[0]?.message ?? null,
    };
  }
  const phone = toE164(parsed.data.phone);
  if (!phone)
    return { ...shown, phone: raw.phone.trim(), status: 'invalid', message: 'Invalid phone number format' };
  return { ...shown, phone, status: 'valid', message: null };
}

/**
 * Adds a whole list in one transaction. Every row must be valid and new: one bad row, or a failure
 * part-way, saves nothing, so an owner never has to work out which half of a list went in.
 */
export async function importRoster(
  db: Db,
  businessId: string,
  input: TRosterRows,
  submittedBy: string,
): Promise<{ added: number }> {
  const preview = await previewRoster(db, businessId, input);
  const refused = preview.rows.filter((row) => row.status !== 'valid');
  if (refused.length > 0) {
    throw new AppError('UNPROCESSABLE', ROSTER_MESSAGES.notImportable, {
      field: 'rows',
      details: { rows: refused.map(({ line, status, message }) => ({ line, status, message })) },
    });
  }
  const rows: RosterRowValues[] = preview.rows.map(({ name, phone, role_title }) => ({
    name,
    phone,
    role_title,
  }));
  try {
    await db.transaction(async (tx) => {
      await insertRosterRows(tx, businessId, rows, submittedBy);
      if ((await countRoster(tx, businessId)) > ROSTER_MAX_ENTRIES) {
        throw new AppError('UNPROCESSABLE', `A staff list may have at most ${ROSTER_MAX_ENTRIES} people`, {
          field: 'rows',
        });
      }
    });
  } catch (error) {
    // Someone added one of these phones since the preview: nothing of this list was saved.
    if (uniqueViolation(error))
      throw new AppError('CONFLICT', ROSTER_MESSAGES.alreadyOnRoster, { field: 'rows' });
    throw error;
  }
  return { added: rows.length };
}

const entryValues = (input: TRosterEntryValues): RosterRowValues => ({
  name: input.name,
  phone: requireE164(input.phone),
  role_title: input.role_title ?? null,
});

export async function addRosterEntry(
  db: Db,
  businessId: string,
  input: TRosterEntryValues,
  submittedBy: string,
): Promise<TRosterEntry> {
  const values = entryValues(input);
  if ((await countRoster(db, businessId)) >= ROSTER_MAX_ENTRIES) {
    throw new AppError('UNPROCESSABLE', `A staff list may have at most ${ROSTER_MAX_ENTRIES} people`);
  }
  const id = await phoneConflict(() => insertRosterEntry(db, businessId, values, submittedBy));
  return (await findRosterEntry(db, businessId, id))!;
}

export async function editRosterEntry(
  db: Db,
  businessId: string,
  entryId: string,
  input: TRosterEntryValues,
): Promise<TRosterEntry> {
  const values = entryValues(input);
  const found = await phoneConflict(() => updateRosterEntry(db, businessId, entryId, values));
  if (!found) throw notFound(ROSTER_MESSAGES.entryNotFound);
  return (await findRosterEntry(db, businessId, entryId))!;
}

export async function removeRosterEntry(db: Db, businessId: string, entryId: string): Promise<void> {
  if (!(await deleteRosterEntry(db, businessId, entryId))) throw notFound(ROSTER_MESSAGES.entryNotFound);
}

async function phoneConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (uniqueViolation(error))
      throw new AppError('CONFLICT', ROSTER_MESSAGES.alreadyOnRoster, { field: 'phone' });
    throw error;
  }
}
