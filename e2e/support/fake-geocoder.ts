import { createServer, type Server } from 'node:http';

/**
 * The places the fake geocoder knows, by the address an owner gives (compared without case or
 * punctuation). Both are well away from the seeded businesses (43.64 to 43.68 north), so a business
 * pinned here is the nearest to a browser standing on its point; one per browser project, so the
 * desktop and phone runs of a journey do not share a point.
 */
export const KNOWN_PLACES = {
  desktop: { address: '12 Commercial Street, Portland ME 04101', latitude: 43.5631, longitude: -70.2003 },
  phone: { address: '58 Commercial Street, Portland, ME 04101', latitude: 43.5902, longitude: -70.229 },
} as const;

const comparable = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * A local stand-in for a Nominatim-compatible geocoder (GEOCODER_URL, decision 064): GET
 * /search?q=<address>&format=jsonv2 answers the known place, or an empty list for any other address
 * (the server then leaves that business without a point), so the server's real geocoder client and
 * job run in the browser tests.
 */
export function startFakeGeocoder(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (req.method !== 'GET' || url.pathname !== '/search') {
      res.statusCode = 404;
      res.end();
      return;
    }
    const asked = comparable(url.searchParams.get('q') ?? '');
    const place = Object.values(KNOWN_PLACES).find((known) => comparable(known.address) === asked);
    res.setHeader('content-type', 'application/json');
    res.end(
      JSON.stringify(
        place ? [{ place_id: 1, lat: String(place.latitude), lon: String(place.longitude) }] : [],
      ),
    );
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}
