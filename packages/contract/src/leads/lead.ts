import { EMAIL_PATTERN, FORMAT_MESSAGES } from '../shared/patterns.ts';
import type { TCreateLead } from './lead.schema.ts';

/** Where every lead from the landing page's sign-up form comes from (docs/product.md, "Leads"). */
export const LEAD_SOURCE = 'website';
export const LEAD_FORM_INCOMPLETE = 'Please fill in all fields';

export const LEAD_LIMITS = { emailMaxLength: 254, businessMaxLength: 200 } as const;

/**
 * Sign-ups one client network (an address, or an IPv6 /64) may send per rolling hour: a few go
 * straight through, the next ones need a solved challenge, and past the cap the answer is 429
 * (docs/decisions/021-sign-in-abuse-budgets.md).
 */
export const LEAD_RATE_LIMITS = { perNetworkBeforeChallenge: 3, perNetworkPerHour: 20 } as const;

/** The words of POST /leads' rules (ZCreateLead, lead.schema.ts) and of the form's own check. */
export const LEAD_MESSAGES = {
  supportFormEncoding: 'The contact form is posted form-encoded',
  emailRequired: 'Email is required',
  emailTooLong: `Email must be at most ${LEAD_LIMITS.emailMaxLength} characters`,
  emailInvalid: FORMAT_MESSAGES.email,
  businessRequired: 'Business is required',
  businessTooLong: `Business must be at most ${LEAD_LIMITS.businessMaxLength} characters`,
  tooMany: 'Too many sign-ups from this network. Please try again later.',
} as const;

/** The sign-up form as presented: free-text workplace and a yes/no radio left unset until chosen. */
export interface LeadFormValues {
  email: string;
  workplace: string;
  owner_or_gm: 'yes' | 'no' | '';
}

export type LeadFormResult = { ok: true; lead: TCreateLead } | { ok: false; message: string };

/**
 * The form-level rule (docs/product.md, "Leads"): every answer is required, otherwise one notice
 * 'Please fill in all fields' and nothing is sent. A filled form then meets ZCreateLead's checks in
 * its order (email length and format, then business length), with its messages, so the browser
 * sends only what the server accepts; it does so without zod, which the home page never loads.
 */
export function leadFromForm(values: LeadFormValues): LeadFormResult {
  const email = values.email.trim();
  const business = values.workplace.trim();
  if (!email || !business || !values.owner_or_gm) return { ok: false, message: LEAD_FORM_INCOMPLETE };
  const problem =
    email.length > LEAD_LIMITS.emailMaxLength
      ? LEAD_MESSAGES.emailTooLong
      : !EMAIL_PATTERN.test(email)
        ? LEAD_MESSAGES.emailInvalid
        : business.length > LEAD_LIMITS.businessMaxLength
          ? LEAD_MESSAGES.businessTooLong
          : null;
  if (problem) return { ok: false, message: problem };
  return {
    ok: true,
    lead: { email, business, lead_source: LEAD_SOURCE, is_owner_gm: values.owner_or_gm === 'yes' },
  };
}
