import { z } from 'zod';

/**
 * The business vocabularies (docs/product.md, "Business directory"). The database's CHECK
 * constraints are built from these same lists (apps/server/src/db/schema), so changing a list needs
 * a generated migration (`npm run db:generate`).
 */

/**
 * The business types whose doors members walk through: where a member's card and a perk mean a
 * meal, a drink, a room, a haircut, a class or a show. The public partner page lists these, and
 * any other business only while it runs a live perk (an accountant's office or a clinic is an
 * employer here, not a place to spend the card; decision 076).
 */
export const MEMBER_FACING_BUSINESS_TYPES = [
  'restaurant',
  'bar',
  'cafe',
  'hotel',
  'retail',
  'salon',
  'spa',
  'fitness',
  'entertainment',
] as const;

export const BUSINESS_TYPES = [
  ...MEMBER_FACING_BUSINESS_TYPES,
  'service',
  'tech',
  'healthcare',
  'finance',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
export const ZBusinessType = z.enum(BUSINESS_TYPES, {
  error: `business_type must be one of ${BUSINESS_TYPES.join(', ')}`,
});

export const BUSINESS_STATUSES = ['active', 'inactive', 'archived'] as const;
export type BusinessStatus = (typeof BUSINESS_STATUSES)[number];
export const ZBusinessStatus = z.enum(BUSINESS_STATUSES);

export const BUSINESS_CITIES = ['portland', 'south-portland', 'westbrook', 'gorham', 'scarborough'] as const;
export type BusinessCity = (typeof BUSINESS_CITIES)[number];
export const ZBusinessCity = z.enum(BUSINESS_CITIES, {
  error: `city must be one of ${BUSINESS_CITIES.join(', ')}`,
});

export const BUSINESS_INDUSTRIES = [
  'food-beverage',
  'retail',
  'healthcare',
  'technology',
  'professional-services',
  'hospitality',
  'manufacturing',
] as const;
export type BusinessIndustry = (typeof BUSINESS_INDUSTRIES)[number];
export const ZBusinessIndustry = z.enum(BUSINESS_INDUSTRIES, {
  error: `industry must be one of ${BUSINESS_INDUSTRIES.join(', ')}`,
});

/** Every membership role; only owner and manager may post (see MANAGING_MEMBERSHIP_ROLES). */
export const BUSINESS_MEMBER_ROLES = ['owner', 'manager', 'employee'] as const;
export type BusinessMemberRole = (typeof BUSINESS_MEMBER_ROLES)[number];
export const ZBusinessMemberRole = z.enum(BUSINESS_MEMBER_ROLES);

/** Directory sorts (docs/product.md, "Business directory"); name is the default. */
export const BUSINESS_SORT_FIELDS = ['name', 'employee_count', 'created_at', 'updated_at'] as const;
export type BusinessSortField = (typeof BUSINESS_SORT_FIELDS)[number];
export const ZBusinessSortField = z.enum(BUSINESS_SORT_FIELDS, {
  error: `sort_by must be one of ${BUSINESS_SORT_FIELDS.join(', ')}`,
});

/**
 * The direction each sort takes when none is given: names A to Z, the largest teams first, the
 * newest first.
 */
export const BUSINESS_SORT_DEFAULT_ORDER: Record<BusinessSortField, 'asc' | 'desc'> = {
  name: 'asc',
  employee_count: 'desc',
  created_at: 'desc',
  updated_at: 'desc',
};
