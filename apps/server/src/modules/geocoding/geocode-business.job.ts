import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { findBusinessAddress, storeFoundPoint } from './business-points.repository.ts';
import type { Geocoder } from './geocoder.ts';

export const GEOCODE_JOB = 'geocode-business';

export interface GeocodeJobData {
  businessId: string;
}

/**
 * One business's point from its address (decision 064). A business without an address, or with a
 * point already (a pin, or an earlier answer), is left alone; an address the geocoder does not know
 * is logged and left without a point; a geocoder that cannot answer throws, so the queue retries.
 */
export async function geocodeBusiness(
  db: Db,
  geocoder: Geocoder,
  { businessId }: GeocodeJobData,
  log: FastifyBaseLogger,
): Promise<void> {
  const business = await findBusinessAddress(db, businessId);
  if (!business?.address || business.latitude !== null) return;
  const point = await geocoder.locate(business.address);
  if (!point) {
    log.info({ businessId }, 'The geocoder knows no place for this business address');
    return;
  }
  await storeFoundPoint(db, businessId, business.address, point);
}
