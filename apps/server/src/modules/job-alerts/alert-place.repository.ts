import { DEFAULT_RADIUS_MILES, type TJobAlertFilters, ZIP_NOT_FOUND } from '@perks/contract';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import { zipCenter } from '../jobs/index.ts';

/** An alert's place as its columns keep it (job_alerts.zip, radius_miles, geo): all three or none. */
export interface AlertPlaceColumns {
  zip: string | null;
  radius_miles: number | null;
  geo: SQL | null;
}

/**
 * The place of an alert's filters, for its columns: the ZIP code's center is looked up once, when
 * the alert is saved, as the job board looks it up for a search (decision 099), and kept as the
 * same earth point businesses carry, so matching compares two stored points. Filters without a
 * ZIP code clear all three. A well-formed ZIP code the table does not hold is a 400 naming it.
 */
export function alertPlaceColumns(filters: TJobAlertFilters): AlertPlaceColumns {
  if (filters.zip === undefined) return { zip: null, radius_miles: null, geo: null };
  const center = zipCenter(filters.zip);
  if (!center) throw new AppError('VALIDATION_ERROR', ZIP_NOT_FOUND, { field: 'filters.zip' });
  return {
    zip: filters.zip,
    // The contract already gives a ZIP code the board's default radius; kept here too for the check.
    radius_miles: filters.radius ?? DEFAULT_RADIUS_MILES,
    geo: sql`ll_to_earth(${center.lat}::float8, ${center.lng}::float8)::cube`,
  };
}
