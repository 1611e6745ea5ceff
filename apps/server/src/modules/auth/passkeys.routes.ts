import { PASSKEY_MESSAGES } from '@perks/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { recordAuditBy } from '../audit/index.ts';
import { findUserById } from '../users/index.ts';
import { removeAllPasskeys } from './passkeys.repository.ts';
import { type Caller, Passkeys, relyingParty } from './passkeys.service.ts';

const callerOf = (request: FastifyRequest): Caller => {
  const user = currentUser(request);
  return { userId: user.id, phone: user.phone, sessionId: user.session_id };
};

/**
 * A person's passkeys, the step-up an admin's calls ask for, recovery codes, and an admin's reset
 * of another admin's lost passkey (decision 103). Signing in with a passkey is in auth.routes.ts,
 * beside the other sign-ins.
 */
export const passkeysRoutes: FastifyPluginAsync = async (app) => {
  const passkeys = new Passkeys(app.db, app.config);
  // Options carry one-time challenges and the answers recovery state: never cached.
  replyNoStore(app);

  serveRoute(app, 'GET /auth/passkeys', async (request) => ok(await passkeys.state(callerOf(request))));

  serveRoute(app, 'POST /auth/passkeys/registration-options', async (request) =>
    ok(await passkeys.registrationOptions(callerOf(request), relyingParty(request))),
  );

  serveRoute(app, 'POST /auth/passkeys', async (request) =>
    created(await passkeys.add(callerOf(request), request.body, relyingParty(request))),
  );

  serveRoute(app, 'POST /auth/passkeys/step-up-options', async (request) =>
    ok(await passkeys.stepUpOptions(callerOf(request), relyingParty(request))),
  );

  serveRoute(app, 'POST /auth/passkeys/step-up', async (request) =>
    ok(await passkeys.stepUp(callerOf(request), request.body, relyingParty(request))),
  );

  serveRoute(app, 'POST /auth/recovery-codes/redeem', async (request) =>
    ok(await passkeys.redeemRecoveryCode(callerOf(request), request.body.code)),
  );

  serveRoute(app, 'DELETE /admin/users/{id}/passkeys', async (request) => {
    const actor = currentUser(request);
    const { id } = request.params;
    if (id === actor.id) throw new AppError('FORBIDDEN', PASSKEY_MESSAGES.ownPasskeys);
    const removed = await app.db.transaction(async (tx) => {
      const target = await findUserById(tx, id);
      if (!target) throw notFound();
      if (!target.is_admin) throw new AppError('FORBIDDEN', PASSKEY_MESSAGES.notAnAdmin);
      const count = await removeAllPasskeys(tx, id);
      await recordAuditBy(tx, actor.id, {
        action: 'user.passkeys_reset',
        entityType: 'user',
        entityId: id,
        changes: { passkeys: { from: count, to: 0 } },
      });
      return count;
    });
    return ok({ passkeys_removed: removed });
  });
};
