import type { FastifyInstance } from 'fastify';
import { GEOCODE_JOB, type GeocodeJobData, geocodeBusiness } from './geocode-business.job.ts';
import { NominatimGeocoder } from './nominatim-geocoder.ts';

// The geocoding module's public surface: `app.geocoding.request(businessId)` after a business write.
export interface Geocoding {
  /**
   * Asks for the business's point from its address, later, on the job queue. Never throws: a
   * business is saved whether or not this works, and its next save asks again.
   */
  request(businessId: string): Promise<void>;
}

/** `app.geocoding`, and the job that calls the geocoder, when GEOCODER_URL is set (decision 064). */
export function registerGeocoding(app: FastifyInstance): void {
  const { GEOCODER_URL, GEOCODER_USER_AGENT, GEOCODER_TIMEOUT_MS, GEOCODER_MIN_INTERVAL_MS } = app.config;
  if (!GEOCODER_URL) {
    app.decorate('geocoding', { request: async () => undefined } satisfies Geocoding);
    return;
  }
  const geocoder = new NominatimGeocoder({
    url: GEOCODER_URL,
    userAgent: GEOCODER_USER_AGENT,
    timeoutMs: GEOCODER_TIMEOUT_MS,
    minIntervalMs: GEOCODER_MIN_INTERVAL_MS,
  });
  const registered = app.jobs.register<GeocodeJobData>(
    GEOCODE_JOB,
    (data) => geocodeBusiness(app.db, geocoder, data, app.log),
    // A geocoder that is down gets a few spaced tries; a later save of the business asks again.
    { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 120, dedupe: true },
  );
  registered.catch((error) => app.log.error({ err: error }, 'Could not register the geocoding job'));
  app.decorate('geocoding', {
    async request(businessId) {
      try {
        await registered;
        await app.jobs.send<GeocodeJobData>(GEOCODE_JOB, { businessId }, { dedupeKey: businessId });
      } catch (error) {
        app.log.warn({ err: error, businessId }, 'Could not queue the geocoding of a business');
      }
    },
  } satisfies Geocoding);
}
