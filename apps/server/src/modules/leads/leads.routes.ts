import {
  LEAD_MESSAGES,
  LEAD_RATE_LIMITS,
  SUPPORT_FORM_PATH,
  SUPPORT_MESSAGES,
  type SupportFormOutcome,
  ZSupportMessage,
} from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { rateLimited } from '../../lib/rate-limited.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { ChallengeGate } from '../challenge/index.ts';
import { admitLead } from './lead-budget.ts';
import { leadWindowWait } from './lead-requests.repository.ts';
import { saveLead, saveSupportMessage } from './leads.repository.ts';

/** The support form is an address and a message of at most 2,000 characters: far less than this. */
const SUPPORT_FORM_BODY_LIMIT = 16 * 1024;

/** The landing page's sign-up form, and the support page's contact form. */
export const leadsRoutes: FastifyPluginAsync = async (app) => {
  const gate = new ChallengeGate(app.db, app.config);
  serveRoute(app, 'POST /leads', async (request) => {
    const { altcha, ...body } = request.body;
    await admitLead(app.db, gate, clientNetwork(request.ip), altcha);
    const { lead, created: isNew } = await saveLead(app.db, body);
    // A repeat sign-up is not an error for the visitor: the same answer, without a new row.
    return isNew ? created(lead) : ok(lead);
  });

  // A browser's form post: the fields form-encoded, the first value of each name kept.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: SUPPORT_FORM_BODY_LIMIT },
    (_request, body, done) => {
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) fields[name] ??= value;
      done(null, fields);
    },
  );

  /**
   * The support page's contact form (decision 083): a plain form post, so it works without
   * JavaScript, and with it alike. Outside the route table: a browser posts it. A browser (it asks
   * for HTML) is sent on with 303 to the support page saying how it went (`?contact=sent`,
   * `invalid` or `busy`), so the page it lands on is the page's own address; any other client gets
   * the API's answers: 201, 400 naming the field, 429 with Retry-After. It spends the leads'
   * per-network budget; past the free sign-ups, where the sign-up form would ask for a solved
   * challenge, a form without scripts cannot solve one, so it is refused as busy (429).
   */
  app.post(SUPPORT_FORM_PATH.slice('/api/v1'.length), async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', LEAD_MESSAGES.supportFormEncoding);
    }
    const fromBrowser = request.headers.accept?.includes('text/html') === true;
    const backToPage = (outcome: SupportFormOutcome) =>
      reply.redirect(`/support?contact=${outcome}#contact`, 303);
    const parsed = ZSupportMessage.safeParse(request.body);
    if (!parsed.success) {
      if (fromBrowser) return backToPage('invalid');
      const issue = parsed.error.issues[0];
      throw new AppError('VALIDATION_ERROR', issue?.message ?? SUPPORT_MESSAGES.messageRequired, {
        field: String(issue?.path[0] ?? 'message'),
      });
    }
    try {
      await admitLead(app.db, gate, clientNetwork(request.ip));
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 428 || error.statusCode === 429)) {
        if (fromBrowser) return backToPage('busy');
        // No challenge here: wait until the network's free sign-ups come round again.
        if (error.statusCode === 428) {
          const network = clientNetwork(request.ip);
          const wait = await leadWindowWait(app.db, network, LEAD_RATE_LIMITS.perNetworkBeforeChallenge);
          throw rateLimited(LEAD_MESSAGES.tooMany, Math.max(1, wait), 'leads_network');
        }
      }
      throw error;
    }
    await saveSupportMessage(app.db, parsed.data);
    if (fromBrowser) return backToPage('sent');
    return reply.code(201).send({ success: true, data: { sent: true } });
  });
};
