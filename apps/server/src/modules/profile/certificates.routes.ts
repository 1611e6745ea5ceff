import multipart from '@fastify/multipart';
import { CERTIFICATE_MESSAGES, MAX_IMAGE_BYTES, UUID_PATTERN } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { storedImage } from '../../lib/images/clean-image.ts';
import { readImageUpload } from '../../lib/images/read-image-upload.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { certificateVisibleTo } from './certificates.repository.ts';
import {
  addCertificate,
  CERTIFICATE_PHOTO_FOLDER,
  ownCertificates,
  removeCertificate,
  removeCertificatePhoto,
  replaceCertificate,
  uploadCertificatePhoto,
} from './certificates.service.ts';

/**
 * The signed-in person's certificates (decision 097). Every write is one's own (the routes take
 * no person) and spends the account's hourly budget of certificate changes; photos spend the
 * image uploads' budget.
 */
export const certificatesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, fieldSize: 0, parts: 1, headerPairs: 50 },
  });
  // Personal data: never stored by a shared cache.
  replyNoStore(app);

  serveRoute(app, 'GET /user/certificates', async (request) =>
    ok(await ownCertificates(app.db, currentUser(request).id)),
  );
  serveRoute(app, 'POST /user/certificates', async (request) =>
    created(await addCertificate(app.db, currentUser(request).id, request.body)),
  );
  serveRoute(app, 'PUT /user/certificates/{id}', async (request) =>
    ok(await replaceCertificate(app.db, currentUser(request).id, request.params.id, request.body)),
  );
  serveRoute(app, 'DELETE /user/certificates/{id}', async (request) => {
    await removeCertificate(app.db, app.imageStore, request.log, currentUser(request).id, request.params.id);
    return ok(null);
  });
  serveRoute(app, 'POST /user/certificates/{id}/photo', async (request) => {
    const { bytes } = await readImageUpload(request, {
      fields: [],
      tooManyParts: CERTIFICATE_MESSAGES.tooManyParts,
    });
    return ok(
      await uploadCertificatePhoto(
        app.db,
        app.imageStore,
        request.log,
        currentUser(request).id,
        request.params.id,
        bytes,
      ),
    );
  });
  serveRoute(app, 'DELETE /user/certificates/{id}/photo', async (request) =>
    ok(
      await removeCertificatePhoto(
        app.db,
        app.imageStore,
        request.log,
        currentUser(request).id,
        request.params.id,
      ),
    ),
  );

  /**
   * GET /certificates/{id}/photo/{name}: the card's photo, outside the route table (it answers an
   * image). Signed in, and only to the holder and to owners and managers of a business the holder
   * applied to while the application stands; anyone else, and an old photo's name, gets 404.
   */
  app.get<{ Params: { id: string; name: string } }>(
    '/certificates/:id/photo/:name',
    async (request, reply) => {
      await requireUser(request);
      const { id, name } = request.params;
      const stored = storedImage(CERTIFICATE_PHOTO_FOLDER, name);
      if (!UUID_PATTERN.test(id) || !stored) throw notFound(CERTIFICATE_MESSAGES.photoNotFound);
      const row = await certificateVisibleTo(app.db, currentUser(request).id, id);
      const bytes = row?.photo_name === name ? await app.imageStore.get(stored.key) : null;
      if (!bytes) throw notFound(CERTIFICATE_MESSAGES.photoNotFound);
      return reply
        .header('content-type', stored.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(bytes);
    },
  );
};
