import { z } from 'zod';
import { ANALYTICS_MAX_DAYS } from '../analytics/analytics-period.ts';

/**
 * How long each kind of short-lived record is kept after it stops mattering, in days: the
 * retention job prunes by these and the privacy page states them (docs/product.md, "Privacy,
 * terms and support"), so the two read one table. Sign-in limits look back at most a day; a month
 * of sign-in events is kept for looking into abuse after the fact. Anonymous form events
 * (per-network budgets of the public forms) only ever look back an hour. Revoked sign-ins are kept
 * for 30 days because an access token of that sign-in (at most 24 h) must still find it revoked.
 */
export const RETENTION = {
  expiredCodesDays: 1,
  signInEventsDays: 30,
  expiredSessionsDays: 1,
  revokedSessionsDays: 30,
  formEventsDays: 2,
  /** Member card codes are refused after two minutes anyway; a day of first checks is plenty. */
  cardCodeUsesDays: 1,
  /**
   * Ids of the gateway's messages already acted on: a signed post carries no time, so once its id
   * is gone the same post would be acted on again. A year makes that replay a year-old STOP or
   * START; the rows are a few dozen bytes each.
   */
  inboundTextsDays: 365,
  /**
   * Numbered questions texted back about a reply (decision 087): answered within a day or never;
   * an unanswered one's kept reply never became a message. The messages of conversations are not
   * pruned: they go with their application.
   */
  textPromptsDays: 30,
  /**
   * Copies of the database and images (`npm run db:backup`, decision 093): an account deleted
   * (decision 106) is gone from every copy once the copies made before it have aged out.
   */
  backupsDays: 35,
} as const;

/**
 * The periods an operator sets (TEXT_MESSAGE_RETENTION_DAYS, EMAIL_MESSAGE_RETENTION_DAYS,
 * PAGE_VIEW_RETENTION_DAYS, docs/configuration.md): their defaults and least values. A text is
 * kept at least 31 days because a STOP reply looks back 30 days for the text it answers; page
 * views two of the longest analytics period (366 days).
 */
export const CONFIGURED_RETENTION = {
  textMessagesDays: { default: 90, min: 31 },
  emailMessagesDays: { default: 90, min: 1 },
  pageViewsDays: { default: 2 * ANALYTICS_MAX_DAYS, min: 2 * ANALYTICS_MAX_DAYS },
} as const;

/** GET /legal/retention: every period the retention job prunes by, as this server runs it. */
export const ZRetentionPeriods = z.object({
  expiredCodesDays: z.number().int(),
  signInEventsDays: z.number().int(),
  expiredSessionsDays: z.number().int(),
  revokedSessionsDays: z.number().int(),
  formEventsDays: z.number().int(),
  cardCodeUsesDays: z.number().int(),
  inboundTextsDays: z.number().int(),
  textPromptsDays: z.number().int(),
  backupsDays: z.number().int(),
  textMessagesDays: z.number().int(),
  emailMessagesDays: z.number().int(),
  pageViewsDays: z.number().int(),
});
export type TRetentionPeriods = z.infer<typeof ZRetentionPeriods>;

export type TConfiguredRetention = Pick<TRetentionPeriods, keyof typeof CONFIGURED_RETENTION>;

/** The fixed periods with the configured ones: what the job prunes by and the page states. */
export function retentionPeriods(configured: TConfiguredRetention): TRetentionPeriods {
  return { ...RETENTION, ...configured };
}
