import { ACCOUNT_DATA_MESSAGES, UUID_PATTERN } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { codeCheck } from '../auth/index.ts';
import { assertOwnsNoBusiness, deleteOwnAccount } from './account-deletion.service.ts';
import { findExportedAccount } from './account-export.repository.ts';
import {
  DATA_EXPORT_KEY,
  dataExportFile,
  dataExportStatus,
  requestDataExport,
} from './data-export.service.ts';

/**
 * A person's own data (decisions 105, 106): POST /user/data-exports, GET /user/data-exports/{id},
 * the ZIP at GET /user/data-exports/{id}/file?key= (outside the route table: a ZIP, with the link's
 * key rather than a sign-in, so a plain link downloads it), and POST /user/account/delete.
 */
export const accountDataRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);
  const checkCode = codeCheck(app);

  serveRoute(app, 'POST /user/data-exports', async (request) =>
    created(await requestDataExport(app, currentUser(request).id)),
  );

  serveRoute(app, 'GET /user/data-exports/{id}', async (request) =>
    ok(await dataExportStatus(app, currentUser(request).id, request.params.id)),
  );

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/user/data-exports/:id/file',
    async (request, reply) => {
      const { id } = request.params;
      const { key } = request.query;
      if (!UUID_PATTERN.test(id)) throw notFound(ACCOUNT_DATA_MESSAGES.exportNotFound);
      if (typeof key !== 'string' || !DATA_EXPORT_KEY.test(key)) {
        throw new AppError('VALIDATION_ERROR', ACCOUNT_DATA_MESSAGES.exportKeyInvalid, { field: 'key' });
      }
      const file = await dataExportFile(app, id, key);
      return reply
        .type('application/zip')
        .header('content-disposition', 'attachment; filename="my-data.zip"')
        .header('referrer-policy', 'no-referrer')
        .send(file);
    },
  );

  serveRoute(app, 'POST /user/account/delete', async (request) => {
    const { id } = currentUser(request);
    const account = await findExportedAccount(app.db, id);
    if (!account) throw notFound(ACCOUNT_DATA_MESSAGES.alreadyDeleted);
    // A refusal the person must fix first does not spend their code.
    await assertOwnsNoBusiness(app.db, id);
    await checkCode(account.phone, request.body.code, request);
    await deleteOwnAccount(app.db, app.imageStore, app.log, id);
    return ok({ deleted: true as const });
  });
};
