import { z } from 'zod';
import { EMAIL_PATTERN } from '../shared/patterns.ts';
import { LEAD_LIMITS, LEAD_MESSAGES } from './lead.ts';

/**
 * The support page's contact form (docs/product.md, "Privacy, terms and support"): a message and
 * an address to answer, kept as a lead of source `support` in the admins' leads inbox, under the
 * leads' per-network budget. A plain form post, so it works without JavaScript (decision 083).
 */
export const SUPPORT_LEAD_SOURCE = 'support';

/** Where the form posts (form-encoded), under /api/v1 beside POST /leads. */
export const SUPPORT_FORM_PATH = '/api/v1/leads/support';

export const SUPPORT_LIMITS = { messageMaxLength: 2000 } as const;

export const SUPPORT_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${SUPPORT_LIMITS.messageMaxLength} characters`,
} as const;

export const ZSupportMessage = z.object({
  email: z
    .string({ error: LEAD_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: LEAD_MESSAGES.emailRequired })
    .max(LEAD_LIMITS.emailMaxLength, { error: LEAD_MESSAGES.emailTooLong })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: LEAD_MESSAGES.emailInvalid })),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: SUPPORT_MESSAGES.messageRequired })
    .max(SUPPORT_LIMITS.messageMaxLength, { error: SUPPORT_MESSAGES.messageTooLong }),
});
export type TSupportMessage = z.output<typeof ZSupportMessage>;

/**
 * How the support page says the form went (`/support?contact=…`): sent, refused for what was typed
 * (the page says what the form needs), or past the network's budget.
 */
export const SUPPORT_FORM_OUTCOMES = ['sent', 'invalid', 'busy'] as const;
export type SupportFormOutcome = (typeof SUPPORT_FORM_OUTCOMES)[number];
