import { z } from 'zod';

/** GET /health: what a load balancer and the web app's connection test read. */
export const ZHealth = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  engine: z.string(),
});
export type THealth = z.infer<typeof ZHealth>;
