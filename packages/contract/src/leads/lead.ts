import { z } from 'zod';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';

/** Where every lead from the landing page's sign-up form comes from (document 1, section 9). */
export const LEAD_SOURCE = 'website';
export const LEAD_FORM_INCOMPLETE = 'Please fill in all fields';

/** POST /leads body: the landing page's "sign up your location" form. */
export const ZCreateLead = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, { error: 'Email is required' })
    .max(254, { error: 'Email must be at most 254 characters' })
    .pipe(z.email({ error: 'Invalid email format' })),
  business: z
    .string({ error: 'Business is required' })
    .trim()
    .min(1, { error: 'Business is required' })
    .max(200, { error: 'Business must be at most 200 characters' }),
  lead_source: z.literal(LEAD_SOURCE, { error: `lead_source must be '${LEAD_SOURCE}'` }).default(LEAD_SOURCE),
  is_owner_gm: z.boolean({ error: 'is_owner_gm must be true or false' }),
});

export type TCreateLeadInput = z.input<typeof ZCreateLead>;
export type TCreateLead = z.output<typeof ZCreateLead>;

/** A stored lead, as POST /leads returns it. */
export const ZLead = z.object({
  id: ZUuid,
  email: z.string(),
  business: z.string(),
  lead_source: z.literal(LEAD_SOURCE),
  is_owner_gm: z.boolean(),
  created_at: ZIsoDateTime,
});
export type TLead = z.infer<typeof ZLead>;

/** The sign-up form as presented: free-text workplace and a yes/no radio left unset until chosen. */
export interface LeadFormValues {
  email: string;
  workplace: string;
  owner_or_gm: 'yes' | 'no' | '';
}

export type LeadFormResult = { ok: true; lead: TCreateLead } | { ok: false; message: string };

/**
 * The form-level rule (document 1, section 5): every answer is required, otherwise one notice
 * 'Please fill in all fields' and nothing is sent. A filled form still goes through ZCreateLead,
 * so a malformed address reports the schema's own message.
 */
export function leadFromForm(values: LeadFormValues): LeadFormResult {
  if (!values.email.trim() || !values.workplace.trim() || !values.owner_or_gm) {
    return { ok: false, message: LEAD_FORM_INCOMPLETE };
  }
  const parsed = ZCreateLead.safeParse({
    email: values.email,
    business: values.workplace,
    is_owner_gm: values.owner_or_gm === 'yes',
  });
  return parsed.success
    ? { ok: true, lead: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? LEAD_FORM_INCOMPLETE };
}
