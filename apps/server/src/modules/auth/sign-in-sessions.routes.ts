import { SIGN_IN_SESSION_MESSAGES } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { deviceLabel } from './device-label.ts';
import { listActiveSignIns, revokeUserFamilies } from './refresh-sessions.repository.ts';

/**
 * A person's signed-in devices, and signing out of the others (a lost phone, a shared computer).
 * Every route acts on the caller's own sign-ins only: another person's sign-in id answers 404, the
 * same as one that has ended. Ending a sign-in revokes its refresh tokens, and its access token
 * stops working at once on every guarded route (the guard re-reads the sign-in).
 */
export const signInSessionsRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);

  serveRoute(app, 'GET /auth/sessions', async (request) => {
    const user = currentUser(request);
    const rows = await listActiveSignIns(app.db, user.id);
    return ok(
      rows.map((row) => ({
        id: row.familyId,
        device: deviceLabel(row.userAgent) ?? SIGN_IN_SESSION_MESSAGES.unknownDevice,
        ip: row.ip,
        started_at: row.startedAt,
        last_active_at: row.lastActiveAt,
        current: row.familyId === user.session_id,
      })),
    );
  });

  serveRoute(app, 'DELETE /auth/sessions/{id}', async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    if (id === user.session_id) {
      throw new AppError('CONFLICT', SIGN_IN_SESSION_MESSAGES.isCurrent);
    }
    if ((await revokeUserFamilies(app.db, user.id, { only: id })).length === 0) {
      throw new AppError('NOT_FOUND', SIGN_IN_SESSION_MESSAGES.notFound);
    }
    request.log.info(
      { event: 'auth.sign_in_ended', user_id: user.id, session_id: id, by: 'user' },
      'signed out a device',
    );
    return ok(null);
  });

  serveRoute(app, 'POST /auth/sessions/sign-out-others', async (request) => {
    const user = currentUser(request);
    const signedOut = (await revokeUserFamilies(app.db, user.id, { except: user.session_id })).length;
    request.log.info(
      { event: 'auth.other_sign_ins_ended', user_id: user.id, count: signedOut },
      'signed out of other devices',
    );
    return ok({ signed_out: signedOut });
  });
};
