import type { BillingContext } from './billing-context.ts';

const QUANTITY_JOB = 'billing-quantity';
const SWEEP_JOB = 'billing-sweep';

/** What the billing jobs run. */
interface BillingJobHandlers {
  syncQuantity(businessId: string): Promise<void>;
  noticeClosedLists(): Promise<void>;
}

/** Registers the quantity job and the hourly sweep that tells owners their list closed. */
export function registerBillingJobs(context: BillingContext, handlers: BillingJobHandlers): Promise<void> {
  if (!context.enabled) return Promise.resolve();
  const { jobs } = context.deps;
  return Promise.all([
    jobs.register<{ businessId: string }>(QUANTITY_JOB, (data) => handlers.syncQuantity(data.businessId), {
      // Stripe down: spaced retries; the next staff list change asks again anyway.
      retryLimit: 5,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
      dedupe: true,
    }),
    jobs
      .register(SWEEP_JOB, () => handlers.noticeClosedLists())
      .then(() => jobs.schedule(SWEEP_JOB, '17 * * * *', { timeZone: 'UTC' })),
  ]).then(() => undefined);
}

/**
 * After a staff list change: a job (one waiting per business, however many changes) sets the
 * subscription's quantity. Never throws: the list's change is saved whatever happens here.
 */
export async function queueQuantitySync(
  context: BillingContext,
  declared: Promise<void>,
  businessId: string,
): Promise<void> {
  if (!context.enabled) return;
  try {
    await declared;
    await context.deps.jobs.send(QUANTITY_JOB, { businessId }, { dedupeKey: businessId });
  } catch (error) {
    context.deps.log.warn({ err: error, businessId }, 'Could not queue the subscription quantity update');
  }
}
