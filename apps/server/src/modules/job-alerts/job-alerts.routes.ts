import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { currentUser } from '../../plugins/auth.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { publicJobsSource } from '../seo/index.ts';
import { recordOptIn } from '../text-consent/index.ts';
import { confirmAlertEmail, setAlertEmail } from './alert-email.service.ts';
import { admitAlertLink } from './alert-link-budget.ts';
import { createJobAlert, deleteJobAlert, listJobAlerts, updateJobAlert } from './job-alerts.repository.ts';
import { previewUnsubscribe, unsubscribe } from './unsubscribe.service.ts';

/** RFC 8058's one-click body is one short form field; nothing in it is read (the token is the URL's). */
const ONE_CLICK_BODY_LIMIT = 1024;

/** Saved searches with alerts, the alert address, and the links e-mails carry (decision 058). */
export const jobAlertsRoutes: FastifyPluginAsync = async (app) => {
  // Mail clients post `List-Unsubscribe=One-Click` form-encoded; only this plugin's routes take it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
    (_request, _body, done) => done(null, undefined),
  );

  serveRoute(app, 'GET /user/job-alerts', async (request) =>
    ok(await listJobAlerts(app.db, currentUser(request).id)),
  );

  /** An alert sent by text, with the form's words: a consent to job alert texts (decision 085). */
  const textAlertConsent = (request: FastifyRequest, channels: readonly string[] | undefined) =>
    channels?.includes('sms')
      ? recordOptIn(app.db, {
          phone: currentUser(request).phone,
          kind: 'job-alert',
          screen: 'job-alerts',
          locale: requestLocale(request),
          ip: request.ip,
        })
      : undefined;

  serveRoute(app, 'POST /user/job-alerts', async (request) => {
    const alert = await createJobAlert(app.db, currentUser(request).id, request.body);
    await textAlertConsent(request, alert.channels);
    return created(alert);
  });

  serveRoute(app, 'PATCH /user/job-alerts/{alertId}', async (request) => {
    const alert = await updateJobAlert(app.db, currentUser(request).id, request.params.alertId, request.body);
    await textAlertConsent(request, request.body.channels);
    return ok(alert);
  });

  serveRoute(app, 'DELETE /user/job-alerts/{alertId}', async (request) =>
    ok(await deleteJobAlert(app.db, currentUser(request).id, request.params.alertId)),
  );

  serveRoute(app, 'PUT /user/job-alerts/email', async (request) =>
    ok(await setAlertEmail(app, currentUser(request).id, request.body.email)),
  );

  /**
   * A browser's form post without JavaScript past the network's unsubscribe budget: the
   * unsubscribe screen again, in the visitor's language, saying to try later (`?busy`), with 429
   * and Retry-After, rather than the API's JSON.
   */
  const busyScreen = async (request: FastifyRequest, reply: FastifyReply, token: string, error: AppError) => {
    const url = `${publicOrigin(request)}/alerts/unsubscribe/${encodeURIComponent(token)}?busy=1`;
    const page = await app.renderPage(url, publicJobsSource(app.db, app.config), requestLocale(request));
    return reply.headers(error.headers ?? {}).sendSpa({ status: 429, page });
  };

  // The links e-mails carry work without signing in: each network has a budget (decision 058).
  const linkBudget = {
    preHandler: (request: FastifyRequest) => admitAlertLink(app.db, 'alert_link', clientNetwork(request.ip)),
  };

  serveRoute(
    app,
    'POST /job-alerts/email/confirm',
    async (request) => ok(await confirmAlertEmail(app, request.body.token)),
    linkBudget,
  );

  serveRoute(
    app,
    'GET /job-alerts/unsubscribe/{token}',
    async (request) => ok(await previewUnsubscribe(app.db, app.config.jwtSecret, request.params.token)),
    linkBudget,
  );

  serveRoute(
    app,
    'POST /job-alerts/unsubscribe/{token}',
    async (request) => ok(await unsubscribe(app.db, app.config.jwtSecret, request.params.token)),
    {
      // A browser's form post without JavaScript (the unsubscribe screen's form) goes back to the
      // screen, which says it is done; mail clients and the API client get the JSON answer.
      preHandler: async (request, reply) => {
        const fromBrowser = request.headers.accept?.includes('text/html') === true;
        const { token } = request.params as { token: string };
        try {
          await admitAlertLink(app.db, 'alert_unsubscribe', clientNetwork(request.ip));
        } catch (error) {
          if (fromBrowser && error instanceof AppError && error.statusCode === 429)
            return busyScreen(request, reply, token, error);
          throw error;
        }
        if (!fromBrowser) return;
        await unsubscribe(app.db, app.config.jwtSecret, token);
        return reply.redirect(`/alerts/unsubscribe/${encodeURIComponent(token)}?done=1`, 303);
      },
    },
  );
};
