import { z } from 'zod';
import { ZCount, ZUuid } from '../shared/primitives.ts';
import { ANALYTICS_MAX_DAYS, isCalendarDay, periodLength } from './analytics-period.ts';

/** Messages of the period's fields; the API names the field beside each. */
export const ANALYTICS_MESSAGES = {
  day: 'Enter a date as YYYY-MM-DD',
  order: 'The end date must be on or after the start date',
  tooLong: `A period can be at most ${ANALYTICS_MAX_DAYS} days`,
} as const;

/** A calendar day in Portland, `YYYY-MM-DD`. */
export const ZCalendarDay = z.string({ error: ANALYTICS_MESSAGES.day }).refine(isCalendarDay, {
  error: ANALYTICS_MESSAGES.day,
});

/** `?from&to`: a period of 1 to 366 days, both ends included. */
export const ZAnalyticsQuery = z
  .object({ from: ZCalendarDay, to: ZCalendarDay })
  .superRefine(({ from, to }, ctx) => {
    if (!isCalendarDay(from) || !isCalendarDay(to)) return;
    const length = periodLength(from, to);
    if (length < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.order });
    else if (length > ANALYTICS_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: ANALYTICS_MESSAGES.tooLong });
  });
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>;

// The figures both a period's totals and each of its days carry, split where the totals add the
// first-applicant times.
const viewsAndApplications = { job_views: ZCount, business_views: ZCount, applications: ZCount };
const visitsAndReviews = {
  /** Check-ins of people on the staff list at any partner venue: a count, never where. */
  member_check_ins: ZCount,
  check_ins: ZCount,
  redemptions: ZCount,
  new_reviews: ZCount,
  /** Of the new reviews (not removed), 1 to 5; null without any. */
  average_rating: z.number().min(1).max(5).nullable(),
};

const ZPeriod = z.object({ from: ZCalendarDay, to: ZCalendarDay });

/** One period's totals; the answer carries the chosen period's and the one before it. */
export const ZAnalyticsTotals = z.object({
  ...viewsAndApplications,
  /** Hours from posting to a job's first application, over jobs whose first one came in the period. */
  first_applicant_median_hours: z.number().min(0).nullable(),
  first_applicant_average_hours: z.number().min(0).nullable(),
  ...visitsAndReviews,
});
export type TAnalyticsTotals = z.infer<typeof ZAnalyticsTotals>;

/** One day of the chosen period. */
export const ZAnalyticsDay = z.object({ day: ZCalendarDay, ...viewsAndApplications, ...visitsAndReviews });
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>;

export const ZAnalyticsJob = z.object({
  id: ZUuid,
  title: z.string(),
  views: ZCount,
  previous_views: ZCount,
  applications: ZCount,
  previous_applications: ZCount,
  /** Interview invitations sent in the period (decision 090), those whose time was chosen, attended and no-shows. */
  interviews_offered: ZCount,
  interviews_scheduled: ZCount,
  interviews_attended: ZCount,
  interviews_no_shows: ZCount,
});

export const ZAnalyticsPromotion = z.object({
  id: ZUuid,
  title: z.string(),
  redemptions: ZCount,
  previous_redemptions: ZCount,
});

/** GET /businesses/{id}/analytics (decision 066). */
export const ZBusinessAnalytics = z.object({
  business: z.object({ id: ZUuid, name: z.string() }),
  period: ZPeriod,
  previous_period: ZPeriod,
  totals: ZAnalyticsTotals,
  previous_totals: ZAnalyticsTotals,
  /** Every day of the period, in order, zeros included. */
  days: z.array(ZAnalyticsDay),
  /** The business's jobs with views or applications in either period, most viewed first (100 at most). */
  jobs: z.array(ZAnalyticsJob),
  /** Promotions redeemed in either period, most redeemed first. */
  promotions: z.array(ZAnalyticsPromotion),
  /** The staff list now: people on it, and how many of them have opened their card. */
  team: z.object({ staff: ZCount, claimed: ZCount }),
});
export type TBusinessAnalytics = z.infer<typeof ZBusinessAnalytics>;

/** The admin's platform figures: the last 12 weeks, Monday to Sunday in Portland, oldest first. */
export const ZPlatformAnalytics = z.object({
  weeks: z.array(
    z.object({
      /** The Monday the week starts on. */
      week: ZCalendarDay,
      /** People whose card was first opened that week (a staff list's claim). */
      new_members: ZCount,
      check_ins: ZCount,
    }),
  ),
  /** People on a live staff list who have opened their card, now. */
  members: ZCount,
});
export type TPlatformAnalytics = z.infer<typeof ZPlatformAnalytics>;

/** How many weeks the admin's figures cover. */
export const PLATFORM_ANALYTICS_WEEKS = 12;
