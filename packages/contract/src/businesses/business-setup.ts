import { inEnglish, type Translate } from '../i18n/translate.ts';
import { DRAFT_JOBS_PER_PENDING_BUSINESS } from '../jobs/messages.ts';
import { ROSTER_WAITING_MAX_ENTRIES } from '../membership/roster.schema.ts';

/**
 * An owner's own path from a new business to a live one (docs/decisions/063-owners-set-up-their-business.md):
 * what they are told while it waits, and the text when an admin approves it.
 */

/** The text outbox's category for the approval text (STOP and the daily limit count per category). */
export const BUSINESS_APPROVED_TEXT_CATEGORY = 'business-approved';

/** The one text each owner gets when an admin approves their business. */
export function businessApprovedSms(
  input: { businessName: string; draftsLive: number },
  t: Translate = inEnglish,
): string {
  const count = input.draftsLive;
  const drafts =
    count === 0
      ? ''
      : ` ${count === 1 ? t('{count} draft job is now on the job board.', { count }) : t('{count} draft jobs are now on the job board.', { count })}`;
  return `${t('Industry Perks: {businessName} is approved and in the directory.', { businessName: input.businessName })}${drafts} ${t('Open your dashboard to see it. Reply STOP to stop these texts.')}`;
}

/** What a waiting owner reads: who looks at the business, when, and what they can do meanwhile. */
export const BUSINESS_REVIEW_MESSAGES = {
  waitingTitle: 'Waiting for review',
  waiting:
    'An administrator checks every new business by hand before it goes in the directory, usually within one or two working days. We will text you when it is approved.',
  meanwhile: `Meanwhile you can add your staff list (up to ${ROSTER_WAITING_MAX_ENTRIES} people) and draft up to ${DRAFT_JOBS_PER_PENDING_BUSINESS} jobs. Drafts go on the job board the moment your business is approved.`,
  live: 'Your business is live in the directory.',
} as const;
