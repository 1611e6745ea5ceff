import { z } from 'zod';
import { ZIsoDateTime, ZUuid } from '../shared/primitives.ts';

/**
 * A person's own data (docs/product.md, "Your data"; decisions 105 and 106): the download of
 * everything kept about them, and the deletion of their account.
 */

/** Downloads a person may ask for in a day (their account's budget). */
export const DATA_EXPORTS_PER_DAY = 3;
/** Hours a download's link works. */
export const DATA_EXPORT_HOURS = 24;
/**
 * Rows about the person above which the ZIP is built by the job queue rather than in the request:
 * a normal account (a few hundred rows) is ready at once.
 */
export const DATA_EXPORT_QUEUE_ROWS = 2000;

/** The sections of the download's `data.json`, in order; docs/product.md lists the same. */
export const DATA_EXPORT_SECTIONS = [
  'account',
  'profile',
  'work_history',
  'certificates',
  'applications',
  'messages',
  'interviews',
  'saved_jobs',
  'job_alerts',
  'favorites',
  'memberships',
  'card_checks',
  'visits',
  'reviews',
  'texts',
  'emails',
  'text_consents',
  'sign_ins',
  'passkeys',
] as const;
export type TDataExportSection = (typeof DATA_EXPORT_SECTIONS)[number];

export const DATA_EXPORT_STATES = ['building', 'ready', 'failed'] as const;

export const ACCOUNT_DATA_MESSAGES = {
  tooManyExports: 'You have asked for your data 3 times today. Please try again tomorrow.',
  exportNotFound: 'This download does not exist or has expired.',
  exportKeyInvalid: 'This download link is not valid.',
  exportNotReady: 'This download is not ready yet.',
  codeRequired: 'Enter the code we sent to your phone.',
  codeDigits: 'Code must contain digits only',
  sharedBusiness:
    'You own a business with other owners or managers. Hand it over to them (remove yourself from it) before you delete your account.',
  soleOwner:
    'You are the only owner of a business. Ask us to close the business, or hand it to another owner, before you delete your account.',
  alreadyDeleted: 'This account has been deleted.',
} as const;

/** A download of the person's data. `download_url` carries its key, answered only when asked for. */
export const ZDataExport = z.object({
  id: ZUuid,
  status: z.enum(DATA_EXPORT_STATES),
  expires_at: ZIsoDateTime,
  /** Bytes of the ZIP once ready. */
  byte_size: z.number().int().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

export const ZNewDataExport = ZDataExport.extend({
  /** Where the ZIP is downloaded (with its key) until it expires; works once the status is ready. */
  download_url: z.string(),
});
export type TNewDataExport = z.infer<typeof ZNewDataExport>;

/** The code texted to the person's phone, asked once more before the account goes. */
export const ZDeleteAccountRequest = z.object({
  code: z
    .string({ error: ACCOUNT_DATA_MESSAGES.codeRequired })
    .trim()
    .regex(/^\d{1,12}$/, { error: ACCOUNT_DATA_MESSAGES.codeDigits }),
});
export type TDeleteAccountRequest = z.infer<typeof ZDeleteAccountRequest>;

export const ZDeletedAccount = z.object({ deleted: z.literal(true) });
