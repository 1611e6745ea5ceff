import { z } from 'zod';

/**
 * Where a business is on the map, for 'Near me' (issue 34). Set by the form (a pin) or found from
 * the address by the geocoder (decision 064); either both or neither, so half a point is never kept.
 */
export const COORDINATE_MESSAGES = {
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  pair: 'Latitude and longitude go together: send both or neither',
} as const;

// Null (a pin taken away) reads as absent.
const coordinate = (limit: number, message: string) =>
  z.preprocess(
    (value) => value ?? undefined,
    z.number({ error: message }).min(-limit, { error: message }).max(limit, { error: message }).optional(),
  );

export const COORDINATE_FIELDS = {
  latitude: coordinate(90, COORDINATE_MESSAGES.latitude),
  longitude: coordinate(180, COORDINATE_MESSAGES.longitude),
};

/** Refuses a latitude without a longitude (or the reverse), naming the missing one. */
export function bothOrNeither(value: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx): void {
  if ((value.latitude === undefined) === (value.longitude === undefined)) return;
  ctx.addIssue({
    code: 'custom',
    message: COORDINATE_MESSAGES.pair,
    path: [value.latitude === undefined ? 'latitude' : 'longitude'],
  });
}
