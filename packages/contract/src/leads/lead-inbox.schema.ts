import { z } from 'zod';
import { ZAdminPhoneInput } from '../admin-users/admin-users.schema.ts';
import { USER_FORM_MESSAGES } from '../admin-users/user-form.ts';
import { paginated } from '../api/envelope.ts';
import { BUSINESS_LIMITS, BUSINESS_MESSAGES } from '../businesses/business-create.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { ZUuid } from '../shared/primitives.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { ZLead } from './lead.schema.ts';

/**
 * The admins' leads inbox (docs/product.md, "Leads"; decision 041): where a sign-up stands. `new`
 * until someone acts; `converted` once it became a business with its owner.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'converted', 'dismissed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const ZLeadStatus = z.enum(LEAD_STATUSES, {
  error: `status must be one of ${LEAD_STATUSES.join(', ')}`,
});

/** GET /leads: newest first; `search` is part of the e-mail or the workplace. */
export const ZLeadListQuery = z.object({
  page: ZPage,
  limit: ZLimit,
  search: z
    .string()
    .trim()
    .max(100, { error: 'search must be at most 100 characters' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  status: z.preprocess((value) => (value === '' ? undefined : value), ZLeadStatus.optional()),
});
export type TLeadListQuery = z.output<typeof ZLeadListQuery>;

/** A lead as the inbox shows it. */
export const ZInboxLead = ZLead.extend({
  status: ZLeadStatus,
  /** The business it became, once converted. */
  converted_business_id: ZUuid.nullable(),
});
export type TInboxLead = z.infer<typeof ZInboxLead>;

export const ZLeadList = paginated(ZInboxLead);
export type TLeadList = z.infer<typeof ZLeadList>;

export const ZLeadStatusInput = z.strictObject({ status: ZLeadStatus }, UNKNOWN_FIELDS);

/**
 * POST /leads/{id}/convert: in one step, an existing business (`business_id`) or a new one (`name`,
 * the lead's workplace when left out), and the person, by phone, as its owner.
 */
export const ZConvertLead = z.strictObject(
  {
    phone: ZAdminPhoneInput,
    business_id: ZUuid.optional(),
    name: z
      .string()
      .trim()
      .max(BUSINESS_LIMITS.nameMaxLength, { error: BUSINESS_MESSAGES.nameTooLong })
      .optional()
      .transform((value) => (value ? value : undefined)),
  },
  UNKNOWN_FIELDS,
);
export type TConvertLead = z.infer<typeof ZConvertLead>;

export const ZLeadConversion = z.object({ lead: ZInboxLead, business_id: ZUuid });

/** GET /leads/{id}/matches: the owner's phone as the admin typed it, if they have it yet. */
export const ZLeadMatchQuery = z.object({
  phone: z
    .string()
    .trim()
    .max(32, { error: USER_FORM_MESSAGES.phoneTooShort })
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type TLeadMatchQuery = z.output<typeof ZLeadMatchQuery>;

export const LEAD_MATCH_REASONS = ['name', 'phone'] as const;

/**
 * A business that may already be the lead's, offered before a new one is made (issue 34): the same
 * name as the workplace (ignoring case, punctuation and a leading 'The'), the same phone, or both.
 */
export const ZLeadMatch = z.object({
  id: ZUuid,
  name: z.string(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  status: z.string(),
  matched_by: z.array(z.enum(LEAD_MATCH_REASONS)),
});
export type TLeadMatch = z.infer<typeof ZLeadMatch>;

/** How many matches the conversion offers: more than a few means the name is too common to help. */
export const LEAD_MATCH_LIMIT = 5;

export const LEAD_INBOX_MESSAGES = {
  notFound: 'Lead not found',
  converted: 'Lead converted: the business and its owner are ready.',
  alreadyConverted: 'This lead is already converted',
} as const;
