import { BILLING_MESSAGES } from '@perks/contract';
import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.ts';
import { AppError } from '../../lib/app-error.ts';

/** Stripe's client for this app, or null when billing is off (no keys). */
export function createStripe(config: AppConfig): Stripe | null {
  if (!config.STRIPE_SECRET_KEY) return null;
  const base = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : null;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    // One retry, with the idempotency key the client adds to every POST, so a retried create is one.
    maxNetworkRetries: 1,
    timeout: config.STRIPE_TIMEOUT_MS,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

/**
 * Runs one call to Stripe; any failure becomes a 503 the owner can retry (Stripe unreachable, slow,
 * or refusing): the cause goes to the log, never to the caller.
 */
export async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError('SERVICE_UNAVAILABLE', BILLING_MESSAGES.stripeUnavailable, {
      cause: error,
      headers: { 'retry-after': '30' },
    });
  }
}
