import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../routing/reply.ts';
import { serveRoute } from '../../routing/serve-route.ts';
import { smsSentInLastHour } from '../auth/index.ts';
import { failuresLastDay, outboxFigures, queueFigures } from './operations.repository.ts';

const states = (counts: Record<string, number>) =>
  Object.entries(counts).map(([status, count]) => ({ status, count }));

/**
 * GET /admin/operations (admin only, by the route table): the dashboard's Operations panel, from
 * the tables every instance shares, so any instance answers for the whole service (decision 082).
 */
export const operationsRoutes: FastifyPluginAsync = async (app) => {
  serveRoute(app, 'GET /admin/operations', async () => {
    const queues = await queueFigures(app.db);
    const outboxes = await outboxFigures(app.db);
    const sent = await smsSentInLastHour(app.db, app.config.SMS_MAX_PER_HOUR);
    const failures = await failuresLastDay(app.db);
    return ok({
      queues: queues.map((queue) => ({
        name: queue.name,
        queued: queue.queued,
        active: queue.active,
        failed: queue.failed,
        oldest_due_seconds: Math.floor(queue.oldestDueSeconds),
      })),
      outboxes: { text: states(outboxes.texts), email: states(outboxes.emails) },
      sms: { sent_last_hour: sent, hourly_cap: app.config.SMS_MAX_PER_HOUR },
      failures_last_day: failures,
    });
  });
};
