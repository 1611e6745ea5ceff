import { BILLING_CARD_GRACE_DAYS, BILLING_GRACE_DAYS, BILLING_MESSAGES } from '@perks/contract';
import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { JobQueue } from '../../queue/job-queue.ts';
import type { TextOutbox } from '../notifications/index.ts';
import type { BillingRow } from './billing.repository.ts';

export const DAY_MS = 86_400_000;

export const addDays = (at: Date, days: number) => new Date(at.getTime() + days * DAY_MS);

export interface BillingDeps {
  db: Db;
  stripe: Stripe | null;
  config: Pick<AppConfig, 'STRIPE_PRICE_ID' | 'STRIPE_WEBHOOK_SECRET'>;
  jobs: JobQueue;
  texts: TextOutbox;
  log: Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;
}

/** What every part of billing reads: its dependencies, whether Stripe keys are set, and the clock. */
export interface BillingContext {
  readonly deps: BillingDeps;
  readonly enabled: boolean;
  /** The clock every billing rule reads; tests set it. */
  now(): Date;
}

/** Stripe's client; a 409 when billing is off. */
export function requireStripe(context: BillingContext): Stripe {
  if (!context.deps.stripe) throw new AppError('CONFLICT', BILLING_MESSAGES.off);
  return context.deps.stripe;
}

/** Staff lists of businesses unpaid since at or before this are closed; null when billing is off. */
export function staffListCutoff(context: BillingContext): Date | null {
  return context.enabled ? addDays(context.now(), -BILLING_GRACE_DAYS) : null;
}

/** Cards of businesses unpaid since at or before this are paused; null when billing is off. */
export function cardsPausedCutoff(context: BillingContext): Date | null {
  return context.enabled ? addDays(context.now(), -(BILLING_GRACE_DAYS + BILLING_CARD_GRACE_DAYS)) : null;
}

/** The status the owner reads: a trial that ended with no subscription is unpaid. */
export function effectiveStatus(
  row: Pick<BillingRow, 'status' | 'stripe_subscription_id' | 'trial_ends_at'>,
  now: Date,
) {
  if (row.stripe_subscription_id) return row.status;
  return now >= row.trial_ends_at ? 'unpaid' : 'trialing';
}
