import { z } from 'zod';
import { paginated } from '../api/envelope.ts';
import { ZCertificateFilter } from '../profile/certificates.schema.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { ZUuid } from '../shared/primitives.ts';
import { SEARCH_MIN_LENGTH } from './constants.ts';
import { ZEmploymentType, ZRoleType } from './enums.schema.ts';
import { ZJob } from './job.ts';
import {
  LOCATION_MAX_LENGTH,
  MIN_PAY_INVALID,
  readMinPay,
  TITLE_SEARCH_MAX_LENGTH,
  TITLE_SEARCH_TOO_SHORT,
} from './job-list-query.ts';
import { placeRules, ZPlaceFields } from './place.schema.ts';
import { ZJobSortField, ZSortOrder } from './sort.schema.ts';
import { ZWorkLanguagesFilter } from './work-languages.schema.ts';

// A blank value means "no filter", the same as leaving the parameter out.
const blankToUndefined = (value: string | undefined) => (value ? value : undefined);

const ZTitleSearch = z
  .string()
  .trim()
  .max(TITLE_SEARCH_MAX_LENGTH, {
    error: `title_search must be at most ${TITLE_SEARCH_MAX_LENGTH} characters`,
  })
  .optional()
  .transform(blankToUndefined)
  .refine((v) => v === undefined || v.length >= SEARCH_MIN_LENGTH, { error: TITLE_SEARCH_TOO_SHORT });

// Query strings carry text; only the two literal words count, so '1' or 'yes' is a 400.
const ZBooleanParam = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'is_tipped_role must be true or false',
  })
  .optional();

/**
 * A pay floor in dollars per hour, as query text ('18.50') or a JSON number; blank or 0 is no floor.
 * Compared with the job's hourly figure (docs/decisions/065-pay-floor-and-alert-delivery-proofs.md).
 */
const ZMinPay = z
  .union([z.number(), z.string()], { error: MIN_PAY_INVALID })
  .optional()
  .transform((value, ctx) => {
    const amount = readMinPay(value);
    if (amount === null) {
      ctx.addIssue({ code: 'custom', message: MIN_PAY_INVALID });
      return z.NEVER;
    }
    return amount;
  });

/**
 * The fields of GET /jobs (and GET /businesses/{id}/jobs) query. Strict about values, so the server answers
 * 400 naming the field for a one-letter search, a limit of 0 or an unknown sort. Unknown
 * parameters are dropped rather than refused, so a cache-busting parameter can't break a list.
 * The web sends only what `cleanJobFilters` (job-list-query.ts) keeps, which always passes.
 * Plain, so alerts and the business's list can pick from it; ZJobListQuery adds the place rules.
 */
export const ZJobListFields = z.object({
  title_search: ZTitleSearch,
  employment_type: ZEmploymentType.optional(),
  is_tipped_role: ZBooleanParam,
  role_type: ZRoleType.optional(),
  /** Case-insensitive substring of the job's location. */
  location: z
    .string()
    .trim()
    .max(LOCATION_MAX_LENGTH, { error: `location must be at most ${LOCATION_MAX_LENGTH} characters` })
    .optional()
    .transform(blankToUndefined),
  /** The lowest hourly pay a job may offer to be listed (see ZMinPay). */
  min_pay: ZMinPay,
  /** Jobs listing any of these languages spoken at work (comma-separated codes; work-languages.ts). */
  languages: ZWorkLanguagesFilter,
  /** Jobs requiring any of these certificates (comma-separated kinds; profile/certificates.ts). */
  certificates: ZCertificateFilter,
  business_id: ZUuid.optional(),
  ...ZPlaceFields,
  sort_by: ZJobSortField.optional(),
  sort_order: ZSortOrder.optional(),
  page: ZPage,
  limit: ZLimit,
});

/** The job board's query: with a place it lists jobs within the radius nearest first (place.ts). */
export const ZJobListQuery = ZJobListFields.superRefine(placeRules);

export type TJobListQuery = z.output<typeof ZJobListQuery>;
/** The filters a client may send: every field optional, values already typed. */
export type TJobListFilters = Partial<TJobListQuery>;

/** A job in a list: the job and how far it is from the search's place (null without a place or a point). */
export const ZJobListItem = ZJob.extend({ distance_miles: z.number().nullable() });
export type TJobListItem = z.infer<typeof ZJobListItem>;

export const ZJobList = paginated(ZJobListItem);
export type TJobList = z.infer<typeof ZJobList>;
