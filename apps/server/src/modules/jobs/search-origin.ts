import { DEFAULT_RADIUS_MILES, METERS_PER_MILE, type RadiusMiles, ZIP_NOT_FOUND } from '@perks/contract';
import zipcodes from 'zipcodes';
import { AppError } from '../../lib/app-error.ts';

/** Where a distance search measures from, and how far it reaches. */
export interface SearchOrigin {
  lat: number;
  lng: number;
  radiusMeters: number;
}

interface PlaceQuery {
  zip?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius?: RadiusMiles | undefined;
}

/**
 * A ZIP code's center from the offline US table of the `zipcodes` package (no request leaves the
 * server, decision 099); null when the table does not hold it as a US ZIP code.
 */
export function zipCenter(zip: string): { lat: number; lng: number } | null {
  const found = zipcodes.lookup(zip);
  // The table also holds Canadian postal areas; only a US entry is a ZIP code.
  return found?.country === 'US' ? { lat: found.latitude, lng: found.longitude } : null;
}

/**
 * The query's place as a point: a ZIP code's center (zipCenter), or the position as sent. Null
 * without a place; a 400 naming `zip` for a well-formed ZIP code the table does not hold.
 */
export function searchOrigin(query: PlaceQuery): SearchOrigin | null {
  const radiusMeters = (query.radius ?? DEFAULT_RADIUS_MILES) * METERS_PER_MILE;
  if (query.zip !== undefined) {
    const center = zipCenter(query.zip);
    if (!center) throw new AppError('VALIDATION_ERROR', ZIP_NOT_FOUND, { field: 'zip' });
    return { ...center, radiusMeters };
  }
  if (query.lat !== undefined && query.lng !== undefined)
    return { lat: query.lat, lng: query.lng, radiusMeters };
  return null;
}
