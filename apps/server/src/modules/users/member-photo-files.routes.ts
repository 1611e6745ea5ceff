import { MEMBER_PHOTO_PATH } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { serveStoredImages } from '../../lib/images/serve-stored-images.ts';
import { MEMBER_PHOTO_FOLDER } from './member-photo.service.ts';

/**
 * GET /uploads/member-photos/{name} at the site root (decision 060). The name is the hash of the
 * photo, unguessable without the picture itself, and handed out only to the member and to whoever
 * checks their live card. The browser keeps it (the offline card shows it); a shared cache never.
 */
export const memberPhotoFilesRoutes: FastifyPluginAsync = async (app) => {
  serveStoredImages(app, {
    path: MEMBER_PHOTO_PATH,
    folder: MEMBER_PHOTO_FOLDER,
    cacheControl: 'private, max-age=31536000, immutable',
  });
};
