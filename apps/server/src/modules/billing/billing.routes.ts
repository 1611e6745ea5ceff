import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../lib/public-origin.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';

/** Stripe's events are a few kilobytes; far more is not Stripe. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Billing (decision 067): the owner's page and its two ways out to Stripe, the admin's panel, and
 * Stripe's webhook.
 */
export const billingRoutes: FastifyPluginAsync = async (app) => {
  const billing = app.billing;

  serveRoute(app, 'GET /businesses/{id}/billing', async (request) => {
    const user = currentUser(request);
    await assertCanManageBusiness(app.db, user, request.params.id);
    return ok(await billing.view(request.params.id, user.id));
  });

  serveRoute(app, 'POST /businesses/{id}/billing/checkout', async (request) =>
    ok(await billing.checkout(request.params.id, currentUser(request).id, publicOrigin(request))),
  );

  serveRoute(app, 'POST /businesses/{id}/billing/portal', async (request) =>
    ok(await billing.portal(request.params.id, currentUser(request).id, publicOrigin(request))),
  );

  serveRoute(app, 'GET /admin/billing', async () => ok(await billing.adminOverview()));

  // Stripe's webhook: no session, no IP limit (Stripe retries from a few addresses, and a limit
  // would drop its retries); the signature over the raw body is checked before anything else.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser(
      '*',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    webhook.post('/billing/webhook', { bodyLimit: WEBHOOK_BODY_LIMIT }, async (request, reply) => {
      const payload = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['stripe-signature'];
      const event = billing.verifyEvent(
        Buffer.from(payload, 'utf8'),
        Array.isArray(signature) ? signature[0] : signature,
      );
      const outcome = await billing.handleEvent(event);
      return reply.send({ received: true, outcome });
    });
  });
};
