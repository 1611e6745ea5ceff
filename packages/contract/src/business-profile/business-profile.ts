import { z } from 'zod';
import { BUSINESS_PROFILE_FIELDS, optionalFormText, optionalUrl } from '../admin-businesses/business-form.ts';
import { bothOrNeither, COORDINATE_FIELDS } from '../businesses/coordinates.ts';
import { inEnglish, type Translate } from '../i18n/translate.ts';
import { UNKNOWN_FIELDS } from '../shared/unknown-fields.ts';
import { ZOpeningHours } from './opening-hours.ts';

/**
 * What an owner says about working there, beside what the live jobs already show ('Culture &
 * Signals', decision 068): each a short line in their words, shown instead of 'Not available yet'.
 */
export const CULTURE_FIELDS = [
  'tip_out',
  'average_take_home',
  'average_net_sales',
  'average_price_per_guest',
  'average_guests',
  'closed_reduced_hours',
  'average_out_time',
] as const;
export type CultureField = (typeof CULTURE_FIELDS)[number];

export const CULTURE_LABELS: Record<CultureField, string> = {
  tip_out: 'Tip out',
  average_take_home: 'Average take-home',
  average_net_sales: 'Average net sales',
  average_price_per_guest: 'Average price per guest',
  average_guests: 'Average guests',
  closed_reduced_hours: 'Closed/reduced hours',
  average_out_time: 'Average out time',
};

export const CULTURE_MAX_LENGTH = 80;

/**
 * Where a hand-set pin may be: Maine and a margin around it (the product serves Portland, Maine).
 * A pin outside is a typo or a phone somewhere else, not the business.
 */
export const PIN_AREA = { south: 42.9, north: 47.5, west: -71.1, east: -66.9 } as const;

export const BUSINESS_PROFILE_MESSAGES = {
  culture: (field: CultureField, t: Translate = inEnglish) =>
    t('{field} must be at most {max} characters', {
      field: t(CULTURE_LABELS[field]),
      max: CULTURE_MAX_LENGTH,
    }),
  pinOutside: 'The map pin must be in Maine: check the latitude and longitude, or remove the pin',
  saved: 'Business profile saved',
  saveFailed: 'Could not save the business profile. Please try again.',
  /** A person who runs no business (or the one asked for) meets this on the profile page. */
  noBusiness: "You don't own or manage a business yet.",
  tooManySaves: 'Too many profile saves from this account. Please wait a few minutes and try again.',
} as const;

/** Profile saves one account may make in an hour, across every instance (decision 050). */
export const PROFILE_SAVES_PER_HOUR = 60;

export const ZBusinessCulture = z.strictObject(
  Object.fromEntries(
    CULTURE_FIELDS.map((field) => [
      field,
      optionalFormText(CULTURE_MAX_LENGTH, BUSINESS_PROFILE_MESSAGES.culture(field)),
    ]),
  ) as Record<CultureField, ReturnType<typeof optionalFormText>>,
  UNKNOWN_FIELDS,
);
export type TBusinessCulture = Partial<Record<CultureField, string>>;

export const ZBusinessCultureAnswer = z.object(
  Object.fromEntries(CULTURE_FIELDS.map((field) => [field, z.string().optional()])) as Record<
    CultureField,
    z.ZodOptional<z.ZodString>
  >,
);

function insidePinArea(value: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx): void {
  if (value.latitude === undefined || value.longitude === undefined) return;
  const { south, north, west, east } = PIN_AREA;
  if (value.latitude < south || value.latitude > north)
    ctx.addIssue({ code: 'custom', message: BUSINESS_PROFILE_MESSAGES.pinOutside, path: ['latitude'] });
  if (value.longitude < west || value.longitude > east)
    ctx.addIssue({ code: 'custom', message: BUSINESS_PROFILE_MESSAGES.pinOutside, path: ['longitude'] });
}

/**
 * PUT /businesses/{id}/profile: the public profile an owner or manager controls (decision 068).
 * It replaces every field it holds (absent or blank clears it), except the pin: latitude and
 * longitude are sent only when the person set a pin; without them the point stays, unless the
 * address changed, when it is dropped for the geocoder to find again. Name, type, status, colour
 * and visit limits stay with admins; the logo and hero image are set by upload.
 */
export const ZBusinessProfileInput = z
  .strictObject(
    {
      ...BUSINESS_PROFILE_FIELDS,
      booking_url: optionalUrl(),
      menu_url: optionalUrl(),
      opening_hours: ZOpeningHours.nullish(),
      culture: ZBusinessCulture.nullish(),
      ...COORDINATE_FIELDS,
    },
    UNKNOWN_FIELDS,
  )
  .superRefine(bothOrNeither)
  .superRefine(insidePinArea);
export type TBusinessProfileInput = z.input<typeof ZBusinessProfileInput>;
export type TBusinessProfileValues = z.output<typeof ZBusinessProfileInput>;
