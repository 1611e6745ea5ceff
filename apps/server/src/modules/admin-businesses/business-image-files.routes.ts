import { BUSINESS_IMAGE_PATH } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveStoredImages } from '../../lib/images/serve-stored-images.ts';
import { BUSINESS_IMAGE_FOLDER } from '../../lib/images/stored-business-image.ts';

/**
 * GET /uploads/business-images/{name} at the site root: a stored business image, shown on public
 * pages, so any cache may keep it for a year.
 */
export const businessImageFilesRoutes: FastifyPluginAsync = async (app) => {
  serveStoredImages(app, {
    path: BUSINESS_IMAGE_PATH,
    folder: BUSINESS_IMAGE_FOLDER,
    cacheControl: 'public, max-age=31536000, immutable',
  });
};
