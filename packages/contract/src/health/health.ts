import { z } from 'zod';

/** GET /health: what a load balancer and the web app's connection test read. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  engine: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;

/** GET /health/live: the process answers (no database is asked). */
export const ZLiveness = z.object({ status: z.literal('ok') });

/** What keeps an instance from being ready, in a 503's `details.reasons`. */
export const NOT_READY_REASONS = ['draining', 'database_unreachable', 'migrations_pending'] as const;

/** GET /health/ready: the database answers, every migration is applied, and the instance is not draining. */
export const ZReadiness = z.object({
  status: z.literal('ready'),
  database: z.literal('ok'),
  migrations: z.literal('applied'),
});
