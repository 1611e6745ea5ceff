import { BUSINESS_NOT_FOUND, type TBusinessCulture, type TBusinessProfileValues } from '@perks/contract';
import { CONTACT_FIELDS, contactColumns, lockBusinessRow, updateBusinessRow } from '../../db/business-row.ts';
import type { Db } from '../../db/client.ts';
import type { BusinessRow, NewBusinessRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import type { BusinessActor } from '../../plugins/business-access.ts';
import { auditAdminAtBusiness } from '../audit/index.ts';

/** The columns a profile save can change, and so the ones an admin's audit entry compares. */
const PROFILE_FIELDS = [
  'description',
  'address',
  ...CONTACT_FIELDS,
  'booking_url',
  'menu_url',
  'opening_hours',
  'culture',
  'latitude',
  'longitude',
] as const satisfies readonly (keyof BusinessRow)[];

/**
 * The form's values as columns: an absent field is stored as null (the save replaces the whole
 * profile), `website` follows `website_url` as on the admin form (decision 041).
 */
function toColumns(input: TBusinessProfileValues): Partial<NewBusinessRow> {
  return {
    description: input.description ?? null,
    address: input.address ?? null,
    ...contactColumns(input),
    booking_url: input.booking_url ?? null,
    menu_url: input.menu_url ?? null,
    opening_hours: input.opening_hours ?? null,
    // Only the lines stated: a blank line is not kept as an empty one.
    culture: Object.fromEntries(
      Object.entries(input.culture ?? {}).filter(([, value]) => value !== undefined),
    ) as TBusinessCulture,
  };
}

/**
 * Where the business is after the save (decision 068): a pin sent with the form is stored as sent;
 * without one the point stays, unless the address changed, when the old point is dropped so the
 * geocoder finds the new one. A hand pin is never overwritten by the geocoder, which only fills a
 * business that has no point.
 */
function pointColumns(input: TBusinessProfileValues, before: BusinessRow): Partial<NewBusinessRow> {
  if (input.latitude !== undefined) return { latitude: input.latitude, longitude: input.longitude };
  if ((input.address ?? null) !== before.address) return { latitude: null, longitude: null };
  return {};
}

/**
 * PUT /businesses/{id}/profile, by an owner or manager or an admin (`actor.access`, checked by the
 * caller). Answers whether the business now needs its point found from its address.
 */
export async function saveBusinessProfile(
  db: Db,
  actor: BusinessActor,
  id: string,
  input: TBusinessProfileValues,
): Promise<{ needsPoint: boolean }> {
  return db.transaction(async (tx) => {
    const before = await lockBusinessRow(tx, id);
    if (!before) throw notFound(BUSINESS_NOT_FOUND);
    const after = await updateBusinessRow(tx, id, { ...toColumns(input), ...pointColumns(input, before) });
    await auditAdminAtBusiness(tx, actor, {
      action: 'business.update',
      entityType: 'business',
      entityId: id,
      before,
      after,
      fields: PROFILE_FIELDS,
    });
    return { needsPoint: after.address !== null && after.latitude === null };
  });
}
