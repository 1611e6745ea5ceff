import { BUSINESS_IMAGE_PATH } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { storedImage } from './business-images.service.ts';

// A stored name is the hash of the bytes, so the file behind a URL never changes.
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/business-images/{name} at the site root: a stored business image with its own
 * content type, `nosniff` (a browser never reads it as anything else) and long immutable caching.
 */
export const businessImageFilesRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(`${BUSINESS_IMAGE_PATH}/:name`, async (request, reply) => {
    const stored = storedImage(request.params.name);
    const bytes = stored ? await app.imageStore.get(stored.key) : null;
    if (!stored || !bytes) {
      return reply.status(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    }
    return reply
      .header('content-type', stored.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', FOREVER)
      .send(bytes);
  });
};
