import multipart from '@fastify/multipart';
import { MAX_IMAGE_BYTES, MEMBER_PHOTO_MESSAGES } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readImageUpload } from '../../lib/images/read-image-upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { removeOwnPhoto, uploadOwnPhoto } from './member-photo.service.ts';

/**
 * The member's own photo (decision 060). Multipart on the upload only: one file of at most
 * MAX_IMAGE_BYTES and nothing else.
 */
export const memberPhotoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, fieldSize: 0, parts: 1, headerPairs: 50 },
  });
  // Personal data: never stored by a shared cache.
  replyNoStore(app);

  serveRoute(app, 'POST /uploads/member-photo', async (request) => {
    const { bytes } = await readImageUpload(request, {
      fields: [],
      tooManyParts: MEMBER_PHOTO_MESSAGES.tooManyParts,
    });
    return created(await uploadOwnPhoto(app.db, app.imageStore, request.log, currentUser(request).id, bytes));
  });

  serveRoute(app, 'DELETE /user/photo', async (request) =>
    ok(await removeOwnPhoto(app.db, app.imageStore, request.log, currentUser(request).id)),
  );
};
