import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../../plugins/auth.ts';
import { assertCanManageBusiness, type BusinessActor } from '../../plugins/business-access.ts';
import { created, list, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { listRoster } from './roster.repository.ts';
import {
  addRosterEntry,
  editRosterEntry,
  importRoster,
  previewRoster,
  removeRosterEntry,
} from './roster.service.ts';

/**
 * A business's staff list (docs/product.md, "Staff rosters"): only its owners and managers, and
 * admins, may read or change it, checked against the database on every request. A business
 * unpaid past its grace period takes no new people, and every change queues the subscription's
 * quantity update (decision 067).
 */
const ADDS_PEOPLE = true;

export const rosterRoutes: FastifyPluginAsync = async (app) => {
  // A listed phone must be one sign-in can text, so the staff list reads the same setting.
  const smsCountries = app.config.SMS_ALLOWED_COUNTRIES;
  /** The caller as a staff list write names them: a 403 unless they run the business or are an admin. */
  const rosterActor = async (businessId: string, user: { id: string }): Promise<BusinessActor> => ({
    id: user.id,
    access: await assertCanManageBusiness(app.db, user, businessId),
  });
  /**
   * A staff list write as the caller (rosterActor): one that adds people is refused while the list
   * takes nobody new (billing), and every one queues the subscription's quantity update after.
   */
  const changeStaffList = async <T>(
    businessId: string,
    user: { id: string },
    addsPeople: boolean,
    write: (actor: BusinessActor) => Promise<T>,
  ): Promise<T> => {
    const actor = await rosterActor(businessId, user);
    if (addsPeople) await app.billing.assertStaffListOpen(businessId);
    const result = await write(actor);
    await app.billing.staffListChanged(businessId);
    return result;
  };

  serveRoute(app, 'GET /businesses/{id}/roster', async (request) => {
    await assertCanManageBusiness(app.db, currentUser(request), request.params.id);
    return list(await listRoster(app.db, request.params.id, request.query));
  });

  serveRoute(app, 'POST /businesses/{id}/roster/preview', async (request) => {
    const actor = await rosterActor(request.params.id, currentUser(request));
    // A list that takes nobody new says so at the preview, before anyone taps 'Add'.
    await app.billing.assertStaffListOpen(request.params.id);
    return ok(await previewRoster(app.db, request.params.id, request.body, actor, smsCountries));
  });

  serveRoute(app, 'POST /businesses/{id}/roster/import', async (request) =>
    created(
      await changeStaffList(request.params.id, currentUser(request), ADDS_PEOPLE, (actor) =>
        importRoster(app.db, request.params.id, request.body, actor, smsCountries),
      ),
    ),
  );

  serveRoute(app, 'POST /businesses/{id}/roster', async (request) =>
    created(
      await changeStaffList(request.params.id, currentUser(request), ADDS_PEOPLE, (actor) =>
        addRosterEntry(app.db, request.params.id, request.body, actor, smsCountries),
      ),
    ),
  );

  serveRoute(app, 'PUT /businesses/{id}/roster/{entryId}', async (request) => {
    const { id, entryId } = request.params;
    return ok(
      await changeStaffList(id, currentUser(request), !ADDS_PEOPLE, (actor) =>
        editRosterEntry(app.db, id, entryId, request.body, actor, smsCountries),
      ),
    );
  });

  serveRoute(app, 'DELETE /businesses/{id}/roster/{entryId}', async (request) => {
    const { id, entryId } = request.params;
    await changeStaffList(id, currentUser(request), !ADDS_PEOPLE, (actor) =>
      removeRosterEntry(app.db, id, entryId, actor),
    );
    return ok(null);
  });
};
