import {
  ROSTER_MESSAGES,
  ROSTER_WAITING_MAX_ENTRIES,
  type TRosterEntry,
  type TRosterEntryValues,
  type TRosterPreview,
  type TRosterPreviewRow,
  type TRosterRows,
  type TRosterWaitingCap,
  ZRosterEntryInput,
} from '@perks/contract';
import { withBudget } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import type { BusinessActor } from '../../plugins/business-access.ts';
import { adminAtBusinessAudit, recordAuditBy } from '../audit/index.ts';
import { placesOf, requireE164, smsDestinationProblem, toE164 } from '../auth/index.ts';
import { importWindowWait, recordImport, rosterLockKey } from './import-budget.repository.ts';
import {
  businessIsLive,
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

/** The fields an audit entry of a staff list change compares. */
const AUDITED_ENTRY_FIELDS = [
  'business_id',
  'name',
  'phone',
  'role_title',
] as const satisfies readonly (keyof TRosterEntry)[];

/** Records an admin's change to a business they do not run (decision 052). */
const auditEntry = adminAtBusinessAudit<TRosterEntry, 'roster.add' | 'roster.update' | 'roster.remove'>(
  'roster_entry',
  AUDITED_ENTRY_FIELDS,
);

/**
 * Refuses a change that would take the list past its caps: 10,000 people, and only
 * ROSTER_WAITING_MAX_ENTRIES while the business waits for an admin's review (an admin acting as
 * admin may go past that one). Run under the business's roster lock, so parallel adds count each
 * other.
 */
async function assertRoom(tx: Tx, businessId: string, adding: number, actor: BusinessActor, field?: string) {
  const live = await businessIsLive(tx, businessId);
  if (live === null) throw notFound('Business not found');
  const size = (await countRoster(tx, businessId)) + adding;
  if (!live && actor.access !== 'admin' && size > ROSTER_WAITING_MAX_ENTRIES) {
    throw new AppError('CONFLICT', ROSTER_MESSAGES.waitingForReview, {
      ...(field ? { field } : {}),
      details: { limit: ROSTER_WAITING_MAX_ENTRIES },
    });
  }
  if (size > ROSTER_MAX_ENTRIES) {
    throw new AppError('UNPROCESSABLE', `A staff list may have at most ${ROSTER_MAX_ENTRIES} people`, {
      ...(field ? { field } : {}),
    });
  }
}

const uniqueViolation = (error: unknown) =>
  ((error as { cause?: { code?: string } })?.cause ?? (error as { code?: string }))?.code === '23505';

/**
 * Why sign-in could never text a code to this E.164 phone, in the staff list's words, or null when
 * it can. `smsCountries` is the sign-in's SMS_ALLOWED_COUNTRIES: a listed phone outside them would
 * be a membership nobody can ever open.
 */
function cannotSignIn(phone: string, smsCountries: readonly string[]): string | null {
  const problem = smsDestinationProblem(phone, smsCountries);
  if (problem === 'country') return ROSTER_MESSAGES.phoneCountryNotServed(placesOf(smsCountries));
  if (problem === 'number_type') return ROSTER_MESSAGES.phoneTypeRefused;
  if (problem === 'non_geographic') return ROSTER_MESSAGES.phoneNonGeographic;
  return null;
}

/**
 * Checks each row of a list on its own (docs/product.md, "Staff rosters"): a name, a phone the
 * sign-in would accept and could text a code to, and a phone neither repeated in the list nor
 * already on the staff list. Lines count from 1, as a spreadsheet shows them.
 */
async function checkRows(
  db: Db,
  businessId: string,
  input: TRosterRows,
  smsCountries: readonly string[],
): Promise<TRosterPreviewRow[]> {
  const checked = input.rows.map((raw, index) => checkRow(raw, index + 1, smsCountries));
  const phones = checked.flatMap((row) => (row.status === 'valid' ? [row.phone] : []));
  const existing = await phonesOnRoster(db, businessId, [...new Set(phones)]);
  const seen = new Set<string>();
  return checked.map((row): TRosterPreviewRow => {
    if (row.status !== 'valid') return row;
    if (existing.has(row.phone))
      return { ...row, status: 'duplicate', message: ROSTER_MESSAGES.alreadyOnRoster };
    if (seen.has(row.phone)) return { ...row, status: 'duplicate', message: ROSTER_MESSAGES.duplicateInList };
    seen.add(row.phone);
    return row;
  });
}

/** The cap `assertRoom` would hold this caller to while the business waits for review, or null. */
async function waitingCap(
  db: Db,
  businessId: string,
  actor: BusinessActor,
): Promise<TRosterWaitingCap | null> {
  if (actor.access === 'admin') return null;
  const live = await businessIsLive(db, businessId);
  if (live === null) throw notFound('Business not found');
  if (live) return null;
  const room = Math.max(0, ROSTER_WAITING_MAX_ENTRIES - (await countRoster(db, businessId)));
  return { max: ROSTER_WAITING_MAX_ENTRIES, room };
}

/**
 * What an import of this list would do, before anyone taps to save: each row's check, and, at a
 * business waiting for review, the valid rows past the room left marked `over_limit`, so the
 * count of valid rows is the count an import of them would add.
 */
export async function previewRoster(
  db: Db,
  businessId: string,
  input: TRosterRows,
  actor: BusinessActor,
  smsCountries: readonly string[],
): Promise<TRosterPreview> {
  const checked = await checkRows(db, businessId, input, smsCountries);
  const cap = await waitingCap(db, businessId, actor);
  let fitting = 0;
  const rows = checked.map((row): TRosterPreviewRow => {
    if (row.status !== 'valid' || !cap) return row;
    fitting += 1;
    return fitting <= cap.room
      ? row
      : { ...row, status: 'over_limit', message: ROSTER_MESSAGES.pastWaitingLimit };
  });
  const tally = (status: TRosterPreviewRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    rows,
    valid: tally('valid'),
    duplicate: tally('duplicate'),
    invalid: tally('invalid'),
    over_limit: tally('over_limit'),
    waiting_cap: cap,
  };
}

function checkRow(
  raw: TRosterRows['rows'][number],
  line: number,
  smsCountries: readonly string[],
): TRosterPreviewRow {
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
  const problem = cannotSignIn(phone, smsCountries);
  if (problem) return { ...shown, phone, status: 'invalid', message: problem };
  return { ...shown, phone, status: 'valid', message: null };
}

/**
 * Adds a whole list in one transaction. Every row must be valid and new: one bad row, or a failure
 * part-way, saves nothing, so an owner never has to work out which half of a list went in. Each
 * import spends one of the business's ROSTER_IMPORTS_PER_DAY, checked and recorded under the
 * business's lock so parallel imports cannot all pass the check (decision 052).
 */
export async function importRoster(
  db: Db,
  businessId: string,
  input: TRosterRows,
  actor: BusinessActor,
  smsCountries: readonly string[],
): Promise<{ added: number }> {
  // The waiting cap is held under the lock below (assertRoom), where parallel adds count.
  const checked = await checkRows(db, businessId, input, smsCountries);
  const refused = checked.filter((row) => row.status !== 'valid');
  if (refused.length > 0) {
    throw new AppError('UNPROCESSABLE', ROSTER_MESSAGES.notImportable, {
      field: 'rows',
      details: { rows: refused.map(({ line, status, message }) => ({ line, status, message })) },
    });
  }
  const rows: RosterRowValues[] = checked.map(({ name, phone, role_title }) => ({
    name,
    phone,
    role_title,
  }));
  try {
    await withBudget(db, [rosterLockKey(businessId)], async (tx) => {
      const wait = await importWindowWait(tx, businessId);
      if (wait) throw rateLimited(ROSTER_MESSAGES.tooManyImports, wait, 'roster_imports');
      await assertRoom(tx, businessId, rows.length, actor, 'rows');
      await insertRosterRows(tx, businessId, rows, actor.id);
      await recordImport(tx, businessId);
      if (actor.access === 'admin') {
        await recordAuditBy(tx, actor.id, {
          action: 'roster.import',
          entityType: 'business',
          entityId: businessId,
          changes: { staff_added: { from: null, to: rows.length } },
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

function entryValues(input: TRosterEntryValues, smsCountries: readonly string[]): RosterRowValues {
  const phone = requireE164(input.phone);
  const problem = cannotSignIn(phone, smsCountries);
  if (problem) throw new AppError('VALIDATION_ERROR', problem, { field: 'phone' });
  return { name: input.name, phone, role_title: input.role_title ?? null };
}

export async function addRosterEntry(
  db: Db,
  businessId: string,
  input: TRosterEntryValues,
  actor: BusinessActor,
  smsCountries: readonly string[],
): Promise<TRosterEntry> {
  return writeEntry(input, smsCountries, (values) =>
    withBudget(db, [rosterLockKey(businessId)], async (tx) => {
      await assertRoom(tx, businessId, 1, actor);
      const id = await insertRosterEntry(tx, businessId, values, actor.id);
      const entry = (await findRosterEntry(tx, businessId, id))!;
      await auditEntry(tx, actor, 'roster.add', id, null, entry);
      return entry;
    }),
  );
}

export async function editRosterEntry(
  db: Db,
  businessId: string,
  entryId: string,
  input: TRosterEntryValues,
  actor: BusinessActor,
  smsCountries: readonly string[],
): Promise<TRosterEntry> {
  return writeEntry(input, smsCountries, (values) =>
    db.transaction(async (tx) => {
      const before = await findRosterEntry(tx, businessId, entryId);
      if (!before || !(await updateRosterEntry(tx, businessId, entryId, values)))
        throw notFound(ROSTER_MESSAGES.entryNotFound);
      const after = (await findRosterEntry(tx, businessId, entryId))!;
      await auditEntry(tx, actor, 'roster.update', entryId, before, after);
      return after;
    }),
  );
}

export async function removeRosterEntry(
  db: Db,
  businessId: string,
  entryId: string,
  actor: BusinessActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRosterEntry(tx, businessId, entryId);
    if (!before || !(await deleteRosterEntry(tx, businessId, entryId)))
      throw notFound(ROSTER_MESSAGES.entryNotFound);
    await auditEntry(tx, actor, 'roster.remove', entryId, before, null);
  });
}

/** Checks the entry's phone, then writes it: a phone already on the staff list answers 409. */
async function writeEntry<T>(
  input: TRosterEntryValues,
  smsCountries: readonly string[],
  write: (values: RosterRowValues) => Promise<T>,
): Promise<T> {
  const values = entryValues(input, smsCountries);
  try {
    return await write(values);
  } catch (error) {
    if (uniqueViolation(error))
      throw new AppError('CONFLICT', ROSTER_MESSAGES.alreadyOnRoster, { field: 'phone' });
    throw error;
  }
}
