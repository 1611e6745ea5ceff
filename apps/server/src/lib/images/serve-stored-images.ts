import type { FastifyInstance } from 'fastify';
import { storedImage } from './clean-image.ts';

/**
 * GET {path}/{name}: a stored image of one folder with its own content type, `nosniff` (a browser
 * never reads it as anything else) and a sandbox CSP. A stored name is the hash of the bytes, so
 * the file behind a URL never changes and may be cached for good (`cacheControl` says by whom).
 * Only names of that exact shape are looked up.
 */
export function serveStoredImages(
  app: FastifyInstance,
  options: { path: string; folder: string; cacheControl: string },
): void {
  app.get<{ Params: { name: string } }>(`${options.path}/:name`, async (request, reply) => {
    const stored = storedImage(options.folder, request.params.name);
    const bytes = stored ? await app.imageStore.get(stored.key) : null;
    if (!stored || !bytes) {
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    }
    return reply
      .header('content-type', stored.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', options.cacheControl)
      .send(bytes);
  });
}
