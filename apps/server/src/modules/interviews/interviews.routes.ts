import { INTERVIEW_MESSAGES, isSupportedLocale, UUID_PATTERN } from '@perks/contract';
import type { FastifyPluginAsync } from 'fastify';
import { AppError, notFound } from '../../lib/app-error.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { replyNoStore } from '../../routing/no-store.ts';
import { created, ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import {
  askOtherTimes,
  calendarFile,
  cancel,
  choose,
  decline,
  invite,
  listInterviews,
  markOutcome,
  reschedule,
} from './interviews.service.ts';

/**
 * Interviews on applications (decision 090). Every route needs a signed-in user; who may act on
 * which interview is checked in the service, against the database.
 */
/** The calendar link's key: base64url, as calendarKey writes it. */
const CALENDAR_KEY = /^[\w-]{16,64}$/;

export const interviewsRoutes: FastifyPluginAsync = async (app) => {
  replyNoStore(app);

  serveRoute(app, 'GET /applications/{id}/interviews', async (request) =>
    ok(await listInterviews(app, currentUser(request), request.params.id)),
  );
  serveRoute(app, 'POST /applications/{id}/interviews', async (request) =>
    created(await invite(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/choose', async (request) =>
    ok(await choose(app, currentUser(request), request.params.id, request.body.slot)),
  );
  serveRoute(app, 'POST /interviews/{id}/decline', async (request) =>
    ok(await decline(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/other-times', async (request) =>
    ok(await askOtherTimes(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/reschedule', async (request) =>
    ok(await reschedule(app, currentUser(request), request.params.id, request.body)),
  );
  serveRoute(app, 'POST /interviews/{id}/cancel', async (request) =>
    ok(await cancel(app, currentUser(request), request.params.id, request.body)),
  );
  /**
   * GET /interviews/{id}/calendar.ics: the RFC 5545 file of a chosen time, outside the route
   * table (it answers text/calendar, not JSON). Signed in, or with the link's key.
   */
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    '/interviews/:id/calendar.ics',
    async (request, reply) => {
      const { id } = request.params;
      const { key, lang } = request.query;
      if (!UUID_PATTERN.test(id)) throw notFound(INTERVIEW_MESSAGES.notFound);
      if (key !== undefined && (typeof key !== 'string' || !CALENDAR_KEY.test(key))) {
        throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.calendarKeyInvalid, { field: 'key' });
      }
      if (lang !== undefined && !isSupportedLocale(lang)) {
        throw new AppError('VALIDATION_ERROR', INTERVIEW_MESSAGES.calendarLanguageInvalid, {
          field: 'lang',
        });
      }
      if (key === undefined) await requireUser(request);
      const file = await calendarFile(
        app,
        id,
        typeof key === 'string' ? { key } : { user: currentUser(request) },
        isSupportedLocale(lang) ? lang : 'en',
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="interview.ics"')
        .send(file);
    },
  );

  serveRoute(app, 'POST /interviews/{id}/outcome', async (request) =>
    ok(await markOutcome(app, currentUser(request), request.params.id, request.body)),
  );
};
