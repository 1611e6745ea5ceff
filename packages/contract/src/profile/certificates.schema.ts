import { z } from 'zod';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';
import { optionalText } from '../shared/text.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { isCalendarDate } from './calendar-date.ts';
import {
  CERTIFICATE_KINDS,
  certificatesInListOrder,
  isRequiredCertificateKind,
  READ_CERTIFICATE_FILTER_MAX,
  REQUIRED_CERTIFICATE_KINDS,
  readCertificateFilter,
} from './certificate-kinds.ts';
import { CERTIFICATE_LIMITS as L, CERTIFICATE_MESSAGES as M } from './certificates.ts';

export const ZCertificateKind = z.enum(CERTIFICATE_KINDS, { error: M.kindInvalid });

const ZOptionalDate = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), { error: M.dateInvalid })
  .nullish()
  .transform((value) => value || null);

/**
 * Body of POST /user/certificates and PUT /user/certificates/{id} (a PUT replaces it; the photo
 * has routes of its own). The name is for `other` only (the kinds have theirs); the expiry, when
 * given, comes after the issue date.
 */
export const ZCertificateInput = z
  .strictObject(
    {
      kind: ZCertificateKind,
      name: optionalText(L.nameMax, M.nameTooLong),
      number: optionalText(L.numberMax, M.numberTooLong),
      issuer: optionalText(L.issuerMax, M.issuerTooLong),
      issued_on: ZOptionalDate,
      expires_on: ZOptionalDate,
    },
    UNKNOWN_FIELDS,
  )
  .superRefine((input, ctx) => {
    if (input.kind === 'other' && !input.name) {
      ctx.addIssue({ code: 'custom', path: ['name'], message: M.nameRequired });
    }
    if (input.issued_on && input.expires_on && input.expires_on <= input.issued_on) {
      ctx.addIssue({ code: 'custom', path: ['expires_on'], message: M.expiryBeforeIssue });
    }
  })
  // A kind of its own carries no name of its own.
  .transform((input) => ({ ...input, name: input.kind === 'other' ? (input.name ?? null) : null }));
export type TCertificateInput = z.input<typeof ZCertificateInput>;
export type TCertificateWrite = z.output<typeof ZCertificateInput>;

/** A certificate as its holder reads it. */
export const ZCertificate = z.object({
  id: ZUuid,
  kind: ZCertificateKind,
  name: z.string().nullable(),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  issued_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** The photo of the card, served to the holder and the businesses they applied to; null without one. */
  photo_url: z.string().nullable(),
  created_at: ZIsoDateTime,
  updated_at: ZIsoDateTime,
});
export type TCertificate = z.infer<typeof ZCertificate>;

export const ZCertificateParams = z.object({ id: ZUuid });

/**
 * A required certificate as the applicant card shows it: whether the applicant holds one of that
 * kind and whether it is valid on the job's start date (`checked_on`). `certificate` is the one
 * that counts (a valid one first, else the latest expiry); its number and photo are for the
 * businesses the person applied to.
 */
export const ZApplicantCertificate = z.object({
  kind: z.enum(REQUIRED_CERTIFICATE_KINDS),
  held: z.boolean(),
  valid: z.boolean(),
  /** The date `valid` is for (YYYY-MM-DD). */
  checked_on: z.string(),
  expires_on: z.string().nullable(),
  number: z.string().nullable(),
  issuer: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type TApplicantCertificate = z.infer<typeof ZApplicantCertificate>;

/** A job's `required_certificates`: kinds once each, in the list's order. */
export const ZRequiredCertificates = z
  .array(
    z.string({ error: M.requiredInvalid }).refine(isRequiredCertificateKind, { error: M.requiredInvalid }),
    {
      error: M.requiredInvalid,
    },
  )
  .max(REQUIRED_CERTIFICATE_KINDS.length * 2, { error: M.requiredInvalid })
  .default([])
  .transform(certificatesInListOrder);

/** The `certificates` filter of GET /jobs (see readCertificateFilter). */
export const ZCertificateFilter = z
  .union([z.string(), z.array(z.string()).max(READ_CERTIFICATE_FILTER_MAX)], { error: M.filterInvalid })
  .optional()
  .transform((value, ctx) => {
    const kinds = readCertificateFilter(value);
    if (kinds === null) {
      ctx.addIssue({ code: 'custom', message: M.filterInvalid });
      return z.NEVER;
    }
    return kinds;
  });
