import { type Geocoder, GeocoderError, type Point } from './geocoder.ts';

export interface NominatimOptions {
  /** The service's base URL; `/search` is asked below it. */
  url: string;
  userAgent: string;
  timeoutMs: number;
  /** Least time between the starts of two calls from this process. */
  minIntervalMs: number;
}

/** Time as the spacing reads it; tests pass their own to see the waits without waiting. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

const realClock: Clock = {
  now: Date.now,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

function pointOf(payload: unknown): Point | null {
  if (!Array.isArray(payload)) throw new GeocoderError('The geocoder sent a reply that is not a list');
  const first = payload[0] as { lat?: unknown; lon?: unknown } | undefined;
  if (!first) return null;
  const latitude = Number(first.lat);
  const longitude = Number(first.lon);
  if (
    !Number.isFinite(latitude) ||
    !Number.isFinite(longitude) ||
    Math.abs(latitude) > 90 ||
    Math.abs(longitude) > 180
  )
    throw new GeocoderError('The geocoder sent a place without a valid latitude and longitude');
  return { latitude, longitude };
}

/**
 * Nominatim's search API (and anything that answers like it) over plain fetch: one GET per address,
 * cut at the timeout, naming this app in the User-Agent, and spaced so this process never asks more
 * often than `minIntervalMs` (Nominatim's policy is one request a second).
 */
export class NominatimGeocoder implements Geocoder {
  private readonly searchUrl: string;
  // The start time of the latest call handed out; each call waits for its own turn after it.
  private nextTurn = 0;

  constructor(
    private readonly options: NominatimOptions,
    private readonly clock: Clock = realClock,
  ) {
    this.searchUrl = `${options.url.replace(/\/+$/, '')}/search`;
  }

  async locate(address: string): Promise<Point | null> {
    await this.waitForTurn();
    const url = new URL(this.searchUrl);
    url.search = new URLSearchParams({ q: address, format: 'jsonv2', limit: '1' }).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { 'user-agent': this.options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new GeocoderError(
        timedOut
          ? `The geocoder did not answer within ${this.options.timeoutMs} ms`
          : 'The geocoder could not be reached',
      );
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new GeocoderError(`The geocoder answered ${response.status}`);
    }
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new GeocoderError('The geocoder sent a reply that is not JSON');
    }
    return pointOf(payload);
  }

  private async waitForTurn(): Promise<void> {
    const now = this.clock.now();
    const turn = Math.max(now, this.nextTurn);
    this.nextTurn = turn + this.options.minIntervalMs;
    if (turn > now) await this.clock.sleep(turn - now);
  }
}
