import { listPage } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { verifiedEmployerNames } from '../../db/member-state.ts';
import { confirmedUserOrNull, currentUser } from '../../plugins/auth.ts';
import { assertCanManageBusiness, type BusinessActor } from '../../plugins/business-access.ts';
import { created, list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listPartners } from './partners.repository.ts';
import { toPerk, toPromotion } from './promotion-dto.ts';
import {
  listBusinessPromotions,
  listLivePerks,
  livePerksOfBusiness,
  memberRedemptions,
} from './promotions.repository.ts';
import { changePromotionStatus, createPromotion, editPromotion } from './promotions.service.ts';

/** A verified member (on an active staff list) or an admin sees a perk's terms; anyone else its title. */
async function seesDetails(
  db: Parameters<typeof verifiedEmployerNames>[0],
  user: { id: string; is_admin: boolean } | null,
) {
  if (!user) return false;
  return user.is_admin || (await verifiedEmployerNames(db, user.id)).length > 0;
}

/**
 * Partner promotions (docs/product.md, "Perks, promotions and reviews"; decision 043): owners and managers of the
 * business and admins write, checked against the database per request; members read live perks.
 */
export const promotionsRoutes: FastifyPluginAsync = async (app) => {
  /** The caller as a promotion write names them: a 403 unless they run the business or are an admin. */
  const promotionActor = async (businessId: string, user: { id: string }): Promise<BusinessActor> => ({
    id: user.id,
    access: await assertCanManageBusiness(app.db, user, businessId),
  });

  serveRoute(app, 'GET /partners', async () => ok(await listPartners(app.db, new Date())));

  serveRoute(app, 'GET /promotions', async (request) => {
    const user = currentUser(request);
    const member = await seesDetails(app.db, user);
    const { rows, total } = await listLivePerks(app.db, request.query, new Date(), user.id);
    return list({
      ...listPage(
        rows.map((row) => toPerk(row, member)),
        total,
        request.query,
      ),
      member,
    });
  });

  serveRoute(app, 'GET /businesses/{id}/promotions', async (request, reply) => {
    // The answer depends on who asks, so no shared cache may keep one person's for another.
    reply.header('cache-control', 'private, no-store');
    const user = await confirmedUserOrNull(request);
    const member = await seesDetails(app.db, user);
    const rows = await livePerksOfBusiness(app.db, request.params.id, new Date(), user?.id ?? null);
    return ok({ perks: rows.map((row) => toPerk(row, member)), member });
  });

  serveRoute(app, 'GET /businesses/{id}/promotions/manage', async (request) => {
    await assertCanManageBusiness(app.db, currentUser(request), request.params.id);
    const rows = await listBusinessPromotions(app.db, request.params.id);
    return ok(rows.map((row) => toPromotion(row.promotion, row.redemptions)));
  });

  serveRoute(app, 'POST /businesses/{id}/promotions', async (request) => {
    const actor = await promotionActor(request.params.id, currentUser(request));
    const promotion = await createPromotion(app.db, request.params.id, request.body, actor);
    return created(promotion);
  });

  serveRoute(app, 'PUT /businesses/{id}/promotions/{promotionId}', async (request) => {
    const { id, promotionId } = request.params;
    const actor = await promotionActor(id, currentUser(request));
    return ok(await editPromotion(app.db, id, promotionId, request.body, actor));
  });

  serveRoute(app, 'PATCH /businesses/{id}/promotions/{promotionId}/status', async (request) => {
    const { id, promotionId } = request.params;
    const actor = await promotionActor(id, currentUser(request));
    const promotion = await changePromotionStatus(app.db, id, promotionId, request.body.status, actor);
    return ok(promotion);
  });

  serveRoute(app, 'GET /user/redemptions', async (request) =>
    ok(await memberRedemptions(app.db, currentUser(request).id)),
  );
};
