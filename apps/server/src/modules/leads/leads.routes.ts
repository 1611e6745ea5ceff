import { SUPPORT_FORM_PATH, ZSupportMessage } from '@perks/contract';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { clientNetwork } from '../../lib/client-network.ts';
import { publicOrigin } from '../../lib/public-origin.ts';
import { requestLocale } from '../../lib/request-locale.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { ChallengeGate } from '../challenge/index.ts';
import { publicJobsSource } from '../seo/index.ts';
import { admitLead } from './lead-budget.ts';
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

  /** The support page again, saying how the form went, with the status that says it too. */
  const supportPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    outcome: string,
    status: number,
  ) => {
    const url = `${publicOrigin(request)}/support?contact=${outcome}`;
    const page = await app.renderPage(url, publicJobsSource(app.db, app.config), requestLocale(request));
    return reply.sendSpa({ status, page });
  };

  /**
   * The support page's contact form (decision 083): a plain form post, so it works without
   * JavaScript, and with it alike. Outside the route table: a browser posts it, and the answer is
   * a page (303 to the page that says it was sent; the page again with 400 or 429), not JSON. It
   * spends the leads' per-network budget; past the free sign-ups, where the sign-up form would ask
   * for a solved challenge, a form without scripts cannot solve one, so it is refused as busy.
   */
  app.post(SUPPORT_FORM_PATH.slice('/api/v1'.length), async (request, reply) => {
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'The contact form is posted form-encoded');
    }
    const parsed = ZSupportMessage.safeParse(request.body);
    if (!parsed.success) return supportPage(request, reply, 'invalid', 400);
    try {
      await admitLead(app.db, gate, clientNetwork(request.ip));
    } catch (error) {
      if (error instanceof AppError && (error.statusCode === 428 || error.statusCode === 429)) {
        if (error.statusCode === 429) reply.headers(error.headers ?? {});
        return supportPage(request, reply, 'busy', 429);
      }
      throw error;
    }
    await saveSupportMessage(app.db, parsed.data);
    return reply.redirect('/support?contact=sent#contact', 303);
  });
};
