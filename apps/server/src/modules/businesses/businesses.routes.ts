import {
  ZBusinessList,
  ZBusinessListQuery,
  ZBusinessSearchQuery,
  ZBusinessSummaryList,
  ZUserBusiness,
} from '@perks/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireAdmin, requireUser } from '../../plugins/auth.ts';
import { publicReadSerializer } from '../jobs/public-json.ts';
import { listUserBusinesses, searchBusinesses } from './businesses.repository.ts';
import { listDirectory } from './directory.repository.ts';

const ZUserBusinessesReply = z.object({ success: z.literal(true), data: z.array(ZUserBusiness) });

/**
 * Whether a caller of a public route is an admin, confirmed against the database. A stale or
 * revoked token makes the caller an ordinary visitor rather than failing the request.
 */
async function isConfirmedAdmin(request: FastifyRequest): Promise<boolean> {
  if (!request.user?.is_admin) return false;
  try {
    await requireUser(request);
  } catch {
    return false;
  }
  return request.user?.is_admin === true;
}

/**
 * Business lists: the signed-in user's memberships, the admin's picker search, and the
 * directory. List bodies are the list itself, `{ data, total, page, limit, totalPages }`.
 */
export const businessesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/businesses',
    { onRequest: requireUser, schema: { response: { 200: ZUserBusinessesReply } } },
    async (request) => ({
      success: true as const,
      data: await listUserBusinesses(app.db, currentUser(request).id),
    }),
  );

  app.get(
    '/admin/businesses',
    {
      onRequest: requireAdmin,
      schema: { querystring: ZBusinessSearchQuery, response: { 200: ZBusinessSummaryList } },
    },
    (request) => searchBusinesses(app.db, request.query),
  );

  app.get(
    '/businesses',
    {
      schema: { querystring: ZBusinessListQuery, response: { 200: ZBusinessList } },
      serializerCompiler: publicReadSerializer(app.config.NODE_ENV),
    },
    async (request) =>
      listDirectory(app.db, request.query, { includeInactive: await isConfirmedAdmin(request) }),
  );
};
