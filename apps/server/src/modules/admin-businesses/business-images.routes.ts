import multipart from '@fastify/multipart';
import { BUSINESS_IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { readImageUpload } from '../../lib/images/read-image-upload.ts';
import { currentUser } from '../../plugins/auth.ts';
import { created } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { uploadBusinessImage } from './business-images.service.ts';

/**
 * Business image uploads (decision 042). Multipart is accepted here and nowhere else, with one
 * file of at most MAX_IMAGE_BYTES and a few short fields.
 */
export const businessImagesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 200, parts: 6, headerPairs: 50 },
  });

  serveRoute(app, 'POST /uploads/business-image', async (request) => {
    const { bytes, fields } = await readImageUpload(request, {
      fields: ['businessId', 'imageType'],
      tooManyParts: BUSINESS_IMAGE_MESSAGES.tooManyParts,
    });
    const upload = { bytes, businessId: fields.businessId, imageType: fields.imageType };
    const data = await uploadBusinessImage(app.db, app.imageStore, request.log, currentUser(request), upload);
    return created(data);
  });
};
