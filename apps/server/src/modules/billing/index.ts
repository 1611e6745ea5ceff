import type { FastifyInstance } from 'fastify';
import { BillingService } from './billing.service.ts';
import { createStripe } from './stripe-client.ts';

// The billing module's public surface: `app.billing` (the rules the staff list and the card read,
// and the quantity job's trigger), and the trial's start for the business approval.
export { startTrial } from './billing.repository.ts';
export type { BillingService } from './billing.service.ts';

/** `app.billing`, with its jobs when Stripe keys are set (decision 067). */
export function registerBilling(app: FastifyInstance): void {
  const billing = new BillingService({
    db: app.db,
    stripe: createStripe(app.config),
    config: app.config,
    jobs: app.jobs,
    texts: app.textOutbox,
    log: app.log,
  });
  billing
    .registerJobs()
    .catch((error) => app.log.error({ err: error }, 'Could not register the billing jobs'));
  app.decorate('billing', billing);
}
