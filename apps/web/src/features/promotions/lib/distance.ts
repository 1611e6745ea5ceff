/** A place on the map, in degrees. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in miles (the haversine formula): plenty for "how far across town". */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Items nearest first, each with its distance; items whose place is unknown keep their order at
 * the end (distance null). Runs in the browser, so the person's location never leaves it.
 */
export function sortByDistance<T>(
  items: T[],
  placeOf: (item: T) => { latitude: number | null; longitude: number | null },
  from: Coordinates,
): Array<{ item: T; miles: number | null }> {
  const measured = items.map((item, index) => {
    const { latitude, longitude } = placeOf(item);
    const miles =
      latitude === null || longitude === null ? null : milesBetween(from, { latitude, longitude });
    return { item, miles, index };
  });
  measured.sort(
    (a, b) =>
      (a.miles ?? Number.POSITIVE_INFINITY) - (b.miles ?? Number.POSITIVE_INFINITY) || a.index - b.index,
  );
  return measured.map(({ item, miles }) => ({ item, miles }));
}

/** "0.4 mi", "12 mi", with the number written as the reader's language writes it ("0,4 mi"). */
export function distanceLabel(miles: number, locale = 'en'): string {
  const digits = miles < 10 ? 1 : 0;
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'mile',
    unitDisplay: 'short',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(miles);
}
