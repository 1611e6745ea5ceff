import { z } from 'zod';
import { COORDINATE_MESSAGES } from '../businesses/coordinates.ts';
import {
  RADIUS_INVALID,
  RADIUS_PLACE_MISSING,
  readCoordinate,
  readRadius,
  readZip,
  ZIP_INVALID,
  ZIP_OR_POSITION_INVALID,
} from './place.ts';

// A blank value means "no place", the same as leaving the parameter out.
const blank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

/** A query value read by `read`, answered with `message` when it returns null. */
function readWith<T>(read: (value: unknown) => T | null, message: string) {
  return z
    .union([z.number(), z.string()], { error: message })
    .optional()
    .transform((value, ctx): T | undefined => {
      if (blank(value)) return undefined;
      const read_ = read(value);
      if (read_ === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return read_;
    });
}

/** The place fields of a distance search (place.ts); `placeRules` checks how they combine. */
export const ZPlaceFields = {
  /** A US ZIP code to measure from. */
  zip: readWith(readZip, ZIP_INVALID),
  /** A position to measure from, with `lng` (the device's; never stored). */
  lat: readWith((value) => readCoordinate(value, 90), COORDINATE_MESSAGES.latitude),
  lng: readWith((value) => readCoordinate(value, 180), COORDINATE_MESSAGES.longitude),
  /** Miles from the place: 1, 5, 10 or 25; 10 when a place is given without one. */
  radius: readWith(readRadius, RADIUS_INVALID),
};

interface PlaceQuery {
  zip?: string | undefined;
  lat?: number | undefined;
  lng?: number | undefined;
  radius?: number | undefined;
}

/** A ZIP code or both coordinates, not both; a radius only with a place. Each issue names its field. */
export function placeRules(query: PlaceQuery, ctx: z.RefinementCtx): void {
  const issue = (field: keyof PlaceQuery, message: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message });
  const hasPosition = query.lat !== undefined || query.lng !== undefined;
  if (query.lat === undefined && query.lng !== undefined) issue('lat', COORDINATE_MESSAGES.pair);
  if (query.lng === undefined && query.lat !== undefined) issue('lng', COORDINATE_MESSAGES.pair);
  if (query.zip !== undefined && hasPosition) issue('zip', ZIP_OR_POSITION_INVALID);
  if (query.radius !== undefined && query.zip === undefined && !hasPosition)
    issue('radius', RADIUS_PLACE_MISSING);
}
