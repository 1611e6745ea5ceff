import { BUSINESS_NOT_FOUND, type TAdminBusinessDetail, type TAdminBusinessValues } from '@perks/contract';
import { CONTACT_FIELDS, contactColumns, lockBusinessRow, updateBusinessRow } from '../../db/business-row.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { BusinessRow, NewBusinessRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { changedFields, recordAuditBy } from '../audit/index.ts';
import { startTrial } from '../billing/index.ts';
import { releaseDrafts } from '../job-posting/index.ts';
import {
  deleteBusinessRow,
  findAdminBusiness,
  findBusinessRow,
  insertBusiness,
} from './admin-businesses.repository.ts';

/** The fields an admin business write can change, and so the ones its audit row compares. */
const AUDITED_FIELDS = [
  'name',
  'business_type',
  'status',
  'is_active',
  'description',
  'address',
  'city',
  'industry',
  ...CONTACT_FIELDS,
  'primary_color',
  'employee_count',
  'max_visits_per_day',
  'time_between_visits_minutes',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof BusinessRow)[];

export interface Actor {
  id: string;
}

/**
 * The form's values as columns. An absent optional field is stored as null (a PUT replaces the
 * whole form); `is_active` follows the status and `website` follows `website_url`, so the screens
 * that read either name agree (decision 041). The logo and hero image are never in here.
 */
function toColumns(input: TAdminBusinessValues): Omit<NewBusinessRow, 'id' | 'owner_id'> {
  return {
    name: input.name,
    business_type: input.business_type,
    status: input.status,
    is_active: input.status === 'active',
    description: input.description ?? null,
    address: input.address ?? null,
    city: input.city ?? null,
    industry: input.industry ?? null,
    ...contactColumns(input),
    primary_color: input.primary_color,
    employee_count: input.employee_count ?? null,
    max_visits_per_day: input.max_visits_per_day ?? null,
    time_between_visits_minutes: input.time_between_visits_minutes ?? null,
    // A pin on the form is kept as sent; without one the point stays as it was (see updateBusiness).
    ...(input.latitude === undefined ? {} : { latitude: input.latitude, longitude: input.longitude }),
  };
}

async function audit(
  tx: Tx,
  actor: Actor,
  action: 'business.create' | 'business.update' | 'business.delete',
  id: string,
  before: BusinessRow | null,
  after: BusinessRow | null,
): Promise<void> {
  const changes = changedFields(before, after, AUDITED_FIELDS);
  if (action === 'business.update' && Object.keys(changes).length === 0) return;
  await recordAuditBy(tx, actor.id, {
    action,
    entityType: 'business',
    entityId: id,
    changes,
  });
}

/**
 * Adds a business as an admin, audited, and answers its id. It takes a transaction too, so another
 * admin write (turning a lead into a business) can make the business inside its own. Nobody is made
 * its owner here: owners are assigned by phone (addBusinessMember).
 */
export async function createBusinessAsAdmin(
  db: Db,
  actor: Actor,
  input: TAdminBusinessValues,
): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await insertBusiness(tx, toColumns(input));
    await audit(tx, actor, 'business.create', row.id, null, row);
    // Added live: its free trial starts now (decision 067).
    if (row.is_active) await startTrial(tx, row.id, new Date());
    return row.id;
  });
}

/** POST /admin/businesses. */
export async function createBusiness(
  db: Db,
  actor: Actor,
  input: TAdminBusinessValues,
): Promise<TAdminBusinessDetail> {
  const id = await createBusinessAsAdmin(db, actor, input);
  return (await findAdminBusiness(db, id))!;
}

export interface UpdatedBusiness {
  business: TAdminBusinessDetail;
  /** Set when this write took the business from waiting to live: its owners are told (decision 063). */
  approval: { draftsLive: number } | null;
}

/**
 * PUT /admin/businesses/{id}: the status here is how an admin activates a business a member added.
 * Activating it puts the drafts its owner prepared live in the same transaction (decision 063).
 */
export async function updateBusiness(
  db: Db,
  actor: Actor,
  id: string,
  input: TAdminBusinessValues,
): Promise<UpdatedBusiness> {
  const approval = await db.transaction(async (tx) => {
    // Locked, so of two approvals at once only the first sees the business waiting.
    const before = await lockBusinessRow(tx, id);
    if (!before) throw notFound(BUSINESS_NOT_FOUND);
    // A new address without a pin drops the old point, so the geocoder finds the new one.
    const moved = input.latitude === undefined && (input.address ?? null) !== before.address;
    const after = await updateBusinessRow(tx, id, {
      ...toColumns(input),
      ...(moved ? { latitude: null, longitude: null } : {}),
    });
    await audit(tx, actor, 'business.update', id, before, after);
    if (before.is_active || !after.is_active) return null;
    // The free trial starts at the first approval, once: a re-approval keeps the first trial (decision 067).
    await startTrial(tx, id, new Date());
    return { draftsLive: await releaseDrafts(tx, id, new Date()) };
  });
  return { business: (await findAdminBusiness(db, id))!, approval };
}

/**
 * DELETE /admin/businesses/{id}: its jobs, memberships, rosters and favorites go with it (the
 * foreign keys cascade). Returns the business as it was, so the caller can remove its images once
 * the rows are gone.
 */
export async function deleteBusiness(db: Db, actor: Actor, id: string): Promise<BusinessRow> {
  return db.transaction(async (tx) => {
    const before = await findBusinessRow(tx, id);
    if (!before) throw notFound(BUSINESS_NOT_FOUND);
    await deleteBusinessRow(tx, id);
    await audit(tx, actor, 'business.delete', id, before, null);
    return before;
  });
}
