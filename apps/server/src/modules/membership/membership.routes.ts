import type { FastifyPluginAsync } from 'fastify';
import { notFound } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { currentUser } from '../../plugins/auth.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { type CardClock, checkCardToken, memberCard } from './card.service.ts';
import { checkInPromotions, recordCheckIn } from './check-in.service.ts';
import { openMemberState } from './membership.repository.ts';
import { admitCardCheck } from './verification-budget.ts';

/**
 * The member's side (membership state, the card) and the partner's side (checking a card's code,
 * recording a visit). See docs/product.md, "Verified membership" and "Partner check-in".
 */
export const membershipRoutes: FastifyPluginAsync = async (app) => {
  /** Cards are shown and checked as of now, with the billing's pause cutoff as of now. */
  const cardClock = (): CardClock => ({ now: new Date(), pausedCutoff: app.billing.cardsPausedCutoff() });

  serveRoute(app, 'GET /user/membership', async (request) => {
    const state = await openMemberState(app.db, currentUser(request).id);
    if (!state) throw notFound('Account not found');
    const { phone, memberships } = state;
    return ok({
      status: memberships.length > 0 ? 'verified' : 'pending',
      phone,
      memberships,
    });
  });

  serveRoute(app, 'GET /user/member-card', async (request, reply) => {
    // The card holds a secret: no shared cache may keep it.
    reply.header('cache-control', 'no-store');
    return ok(await memberCard(app.db, currentUser(request).id, cardClock()));
  });

  serveRoute(app, 'POST /card-verifications', async (request) => {
    await admitCardCheck(app.db, clientNetwork(request.ip));
    const { memberId: _member, ...verification } = await checkCardToken(
      app.db,
      request.body.token,
      cardClock(),
    );
    return ok(verification);
  });

  serveRoute(app, 'POST /businesses/{id}/check-ins', async (request) => {
    const checkIn = await recordCheckIn(
      app.db,
      currentUser(request),
      request.params.id,
      request.body,
      cardClock(),
    );
    return created(checkIn);
  });

  serveRoute(app, 'POST /businesses/{id}/check-ins/promotions', async (request) => {
    const promotions = await checkInPromotions(
      app.db,
      currentUser(request),
      request.params.id,
      request.body.token,
      cardClock(),
    );
    return ok(promotions);
  });
};
