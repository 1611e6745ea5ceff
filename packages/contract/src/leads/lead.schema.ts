import { z } from 'zod';
import { ZChallengeAnswer } from '../challenge/challenge.ts';
import { EMAIL_PATTERN } from '../shared/patterns.ts';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { LEAD_LIMITS, LEAD_MESSAGES, LEAD_SOURCE } from './lead.ts';

/** POST /leads body: the landing page's "sign up your location" form. */
export const ZCreateLead = z.object({
  email: z
    .string({ error: LEAD_MESSAGES.emailRequired })
    .trim()
    .min(1, { error: LEAD_MESSAGES.emailRequired })
    .max(LEAD_LIMITS.emailMaxLength, { error: LEAD_MESSAGES.emailTooLong })
    .pipe(z.email({ pattern: EMAIL_PATTERN, error: LEAD_MESSAGES.emailInvalid })),
  business: z
    .string({ error: LEAD_MESSAGES.businessRequired })
    .trim()
    .min(1, { error: LEAD_MESSAGES.businessRequired })
    .max(LEAD_LIMITS.businessMaxLength, { error: LEAD_MESSAGES.businessTooLong }),
  lead_source: z.literal(LEAD_SOURCE, { error: `lead_source must be '${LEAD_SOURCE}'` }).default(LEAD_SOURCE),
  is_owner_gm: z.boolean({ error: 'is_owner_gm must be true or false' }),
  /** A solved challenge, when an earlier try was answered 428 CHALLENGE_REQUIRED. */
  altcha: ZChallengeAnswer.optional(),
});

export type TCreateLeadInput = z.input<typeof ZCreateLead>;
export type TCreateLead = z.output<typeof ZCreateLead>;

/** A stored lead, as POST /leads returns it. */
export const ZLead = z.object({
  id: ZUuid,
  email: z.string(),
  business: z.string(),
  /** `support`: a message from the support page's contact form (support-message.ts). */
  lead_source: z.enum([LEAD_SOURCE, 'support']),
  /** The support form's message; null for a sign-up. */
  message: z.string().nullable(),
  is_owner_gm: z.boolean(),
  created_at: ZIsoDateTime,
});
export type TLead = z.infer<typeof ZLead>;
