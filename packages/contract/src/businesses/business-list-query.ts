import { z } from 'zod';
import { SEARCH_MIN_LENGTH } from '../jobs/constants.ts';
import { TITLE_SEARCH_TOO_SHORT } from '../jobs/job-list-query.ts';
import { placeRules, ZPlaceFields } from '../jobs/place.schema.ts';
import { ZSortOrder } from '../jobs/sort.schema.ts';
import { ZLimit, ZPage } from '../shared/pagination.schema.ts';
import { ZBusinessCity, ZBusinessIndustry, ZBusinessSortField } from './enums.ts';

/** Business pickers show at most this many matches (docs/product.md, "Posting a job"). */
export const BUSINESS_PICKER_LIMIT = 20;

// A blank value means "no filter", the same as leaving the parameter out.
export const ZNameSearch = z
  .string()
  .trim()
  .max(100, { error: 'search must be at most 100 characters' })
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || value.length >= SEARCH_MIN_LENGTH, {
    error: TITLE_SEARCH_TOO_SHORT,
  });

// Far above any employer's head count, and inside the database's integer range.
const COMPANY_SIZE_MAX = 1_000_000;

const companySize = (name: string) => {
  const message = `${name} must be a whole number from 0 to ${COMPANY_SIZE_MAX}`;
  return z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(COMPANY_SIZE_MAX, { error: message })
    .optional();
};

/**
 * GET /businesses query (docs/product.md, "Business directory"). The search matches the name as a
 * case-insensitive substring. Unknown parameters (the client-side favorites_only) are dropped
 * rather than refused.
 */
// Query strings carry text; only the two literal words count, so '1' or 'yes' is a 400.
const ZHiringNow = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: 'hiring_now must be true or false',
  })
  .optional();

export const ZBusinessListQuery = z
  .object({
    page: ZPage,
    limit: ZLimit,
    search: ZNameSearch,
    company_size_min: companySize('company_size_min'),
    company_size_max: companySize('company_size_max'),
    industry: ZBusinessIndustry.optional(),
    city: ZBusinessCity.optional(),
    /** Only businesses with at least one live job, across every page (not just the one on screen). */
    hiring_now: ZHiringNow,
    /** A place: the businesses within the radius nearest first, those without a point last (jobs/place.ts). */
    ...ZPlaceFields,
    sort_by: ZBusinessSortField.default('name'),
    sort_order: ZSortOrder.optional(),
  })
  .refine(
    (q) =>
      q.company_size_min === undefined ||
      q.company_size_max === undefined ||
      q.company_size_min <= q.company_size_max,
    { error: 'company_size_min must not be more than company_size_max', path: ['company_size_min'] },
  )
  .superRefine(placeRules);
export type TBusinessListQuery = z.output<typeof ZBusinessListQuery>;
