import { ZProfileResult, ZUpdateProfileRequest } from '@perks/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { toCurrentUser } from './user-dto.ts';
import { findUserById, updateUserNames } from './users.repository.ts';

const ZProfileReply = z.object({ success: z.literal(true), data: ZProfileResult });

/** GET and PUT /auth/profile: the signed-in user, who may change only their own name here. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Personal data: never stored by a shared cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/auth/profile',
    { preHandler: requireUser, schema: { response: { 200: ZProfileReply } } },
    async (request) => {
      const user = await findUserById(app.db, currentUser(request).id);
      if (!user) throw notFound('User not found');
      return { success: true as const, data: { user: toCurrentUser(user) } };
    },
  );

  app.put(
    '/auth/profile',
    { preHandler: requireUser, schema: { body: ZUpdateProfileRequest, response: { 200: ZProfileReply } } },
    async (request) => {
      const user = await updateUserNames(app.db, currentUser(request).id, request.body);
      if (!user) throw notFound('User not found');
      return { success: true as const, data: { user: toCurrentUser(user) } };
    },
  );
};
