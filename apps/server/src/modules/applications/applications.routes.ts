import type { FastifyPluginAsync } from 'fastify';
import { requestLocale } from '../../lib/request-locale.ts';
import { currentUser, requirePermissions } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { recordOptIn } from '../text-consent/index.ts';
import { textApplicantAboutMove } from './application-texts.service.ts';
import { apply } from './apply.service.ts';
import { myApplications, myApplicationTo, withdraw } from './my-applications.service.ts';
import { jobApplicants, moveApplicant, newApplications } from './pipeline.service.ts';

/**
 * Applying to jobs in the app and the employer's applicant pipeline (decision 054). Every route
 * needs a signed-in user (the table says so); applying also needs `apply:jobs`, and the employer's
 * routes the business's owners and managers or an admin, checked in the service.
 */
export const applicationsRoutes: FastifyPluginAsync = async (app) => {
  // Personal data (profiles, phone numbers): never stored by a shared cache.
  replyNoStore(app);

  serveRoute(
    app,
    'POST /jobs/{id}/applications',
    async (request) => {
      const user = currentUser(request);
      const { application, created: isNew } = await apply(app.db, user.id, request.params.id, request.body);
      // 'Text me when my application moves', with its words: a consent to application updates.
      if (isNew && request.body.sms_updates) {
        await recordOptIn(app.db, {
          phone: user.phone,
          kind: 'application-status',
          screen: 'apply',
          locale: requestLocale(request),
          ip: request.ip,
        });
      }
      return isNew ? created(application) : ok(application);
    },
    { preHandler: requirePermissions('apply:jobs') },
  );

  serveRoute(app, 'GET /jobs/{id}/my-application', async (request) =>
    ok(await myApplicationTo(app.db, currentUser(request).id, request.params.id)),
  );

  serveRoute(app, 'GET /user/applications', async (request) =>
    ok(await myApplications(app.db, currentUser(request).id)),
  );

  serveRoute(app, 'POST /applications/{id}/withdraw', async (request) =>
    ok(await withdraw(app.db, currentUser(request).id, request.params.id)),
  );

  serveRoute(app, 'GET /jobs/{id}/applications', async (request) =>
    ok(await jobApplicants(app.db, currentUser(request), request.params.id)),
  );

  serveRoute(app, 'POST /applications/{id}/status', async (request) =>
    ok(
      await moveApplicant(app.db, currentUser(request), request.params.id, request.body, (moved) =>
        // The move is stored: a text that cannot be queued is logged, not turned into a failed move.
        textApplicantAboutMove(app.textOutbox, moved).catch((error: unknown) =>
          request.log.error({ err: error, application: moved.id }, 'status text not queued'),
        ),
      ),
    ),
  );

  serveRoute(app, 'GET /user/new-applications', async (request) =>
    ok(await newApplications(app.db, currentUser(request).id)),
  );
};
