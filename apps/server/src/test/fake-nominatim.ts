import { startLocalHttpServer } from './local-http-server.ts';

interface GeocoderRequest {
  path: string;
  query: URLSearchParams;
  userAgent: string | undefined;
  /** When it arrived (Date.now), to check the client's spacing. */
  at: number;
}

/** What the fake answers next: places, a raw status and body, or nothing at all (a hang). */
type FakeAnswer = { places: { lat: string; lon: string }[] } | { status: number; body: string } | 'hang';

export interface FakeNominatim {
  /** Base URL to use as GEOCODER_URL. */
  url: string;
  requests: GeocoderRequest[];
  answer: FakeAnswer;
  close(): Promise<void>;
}

/**
 * A local stand-in for Nominatim's search API, so tests run the real geocoder client against HTTP
 * and only the far end is fake.
 */
export async function startFakeNominatim(): Promise<FakeNominatim> {
  const fake = { requests: [], answer: { places: [] } } as unknown as FakeNominatim;
  const server = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    fake.requests.push({
      path: url.pathname,
      query: url.searchParams,
      userAgent: req.headers['user-agent'],
      at: Date.now(),
    });
    const answer = fake.answer;
    if (answer === 'hang') {
      server.hang(res);
      return;
    }
    res.setHeader('content-type', 'application/json');
    if ('places' in answer) {
      res.end(JSON.stringify(answer.places.map((place, index) => ({ place_id: index + 1, ...place }))));
      return;
    }
    res.statusCode = answer.status;
    res.end(answer.body);
  });
  fake.url = server.origin;
  fake.close = server.close;
  return fake;
}

/** The point of The Dockside Tap in Portland, which the geocoding tests look up. */
export const DOCKSIDE = { latitude: 43.6567, longitude: -70.251 };

/** A point as Nominatim spells a place: degrees as strings. */
export const place = (point: typeof DOCKSIDE) => ({
  lat: String(point.latitude),
  lon: String(point.longitude),
});

/** Forgets the requests so far and answers Dockside again, so each test starts from the same fake. */
export function answerDockside(fake: FakeNominatim): void {
  fake.requests.length = 0;
  fake.answer = { places: [place(DOCKSIDE)] };
}

/** The environment that turns geocoding on against a fake Nominatim, with no spacing between calls. */
export const fakeGeocoderEnv = (fake: Pick<FakeNominatim, 'url'>, timeoutMs: number) => ({
  GEOCODER_URL: fake.url,
  GEOCODER_TIMEOUT_MS: String(timeoutMs),
  GEOCODER_MIN_INTERVAL_MS: '0',
});
