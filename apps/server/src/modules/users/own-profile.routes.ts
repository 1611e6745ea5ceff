import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { withLanguageBudget } from './language-budget.ts';
import { toCurrentUser } from './user-dto.ts';
import { findUserById, managesAnyBusiness, setUserLanguage, updateOwnAccount } from './users.repository.ts';

/**
 * GET and PUT /auth/profile: the signed-in user, who may change only their own name and e-mail
 * here; PUT /user/language: the language of their app, texts and e-mails.
 */
export const ownProfileRoutes: FastifyPluginAsync = async (app) => {
  // Personal data: never stored by a shared cache.
  replyNoStore(app);

  serveRoute(app, 'GET /auth/profile', async (request) => {
    const { id } = currentUser(request);
    const [user, manages] = await Promise.all([findUserById(app.db, id), managesAnyBusiness(app.db, id)]);
    if (!user) throw notFound('User not found');
    return ok({ user: toCurrentUser(user, manages) });
  });

  serveRoute(app, 'PUT /auth/profile', async (request) => {
    const { id } = currentUser(request);
    const user = await updateOwnAccount(app.db, id, request.body);
    if (!user) throw notFound('User not found');
    return ok({ user: toCurrentUser(user, await managesAnyBusiness(app.db, id)) });
  });

  serveRoute(app, 'PUT /user/language', async (request) => {
    const { id } = currentUser(request);
    const chosen = request.body.language;
    const language = await withLanguageBudget(app.db, id, (tx) => setUserLanguage(tx, id, chosen));
    if (!language) throw notFound('User not found');
    return ok({ language });
  });
};
