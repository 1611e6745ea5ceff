import {
  CULTURE_FIELDS,
  type CultureField,
  DAYS,
  type Day,
  type TBusinessDetail,
  type TBusinessProfileInput,
  type TOpeningHours,
} from '@perks/contract';

const PROFILE_TEXT_FIELDS = [
  'description',
  'address',
  'phone',
  'email',
  'website_url',
  'booking_url',
  'menu_url',
  'instagram_url',
  'tiktok_url',
  'facebook_url',
] as const;
type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

interface DayValues {
  closed: boolean;
  open: string;
  close: string;
}

/** The owner's profile form (decision 068): text boxes hold strings, the week a row per day. */
export type ProfileFormValues = Record<ProfileTextField, string> & {
  /** Whether the page lists opening hours at all. */
  listHours: boolean;
  hours: Record<Day, DayValues>;
  culture: Record<CultureField, string>;
  latitude: string;
  longitude: string;
};

const mapDays = <T>(make: (day: Day) => T) =>
  Object.fromEntries(DAYS.map((day) => [day, make(day)])) as Record<Day, T>;

/** The form's starting values from the business as its page reads it. */
export function profileFormValues(business: TBusinessDetail): ProfileFormValues {
  const hours = business.opening_hours;
  return {
    ...(Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, business[field] ?? ''])) as Record<
      ProfileTextField,
      string
    >),
    listHours: hours !== null,
    hours: mapDays((day) => ({
      closed: hours?.[day].closed ?? false,
      open: hours?.[day].open ?? '',
      close: hours?.[day].close ?? '',
    })),
    culture: Object.fromEntries(
      CULTURE_FIELDS.map((field) => [field, business.culture[field] ?? '']),
    ) as Record<CultureField, string>,
    latitude: business.latitude === null ? '' : String(business.latitude),
    longitude: business.longitude === null ? '' : String(business.longitude),
  };
}

// A typed number becomes a number; anything else is sent as typed, for the contract to refuse by name.
const coordinate = (value: string) => {
  const trimmed = value.trim();
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
};

/**
 * The request body. The pin is sent only when the person set it on this form (`pinSet`): without
 * it the server keeps the point, or finds a new one from a new address (decision 068).
 */
export function profilePayload(values: ProfileFormValues, pinSet: boolean): TBusinessProfileInput {
  const hours: TOpeningHours | null = values.listHours
    ? mapDays((day) => {
        const { closed, open, close } = values.hours[day];
        return closed ? { closed: true, open: null, close: null } : { closed: false, open, close };
      })
    : null;
  const pin =
    pinSet && (values.latitude.trim() !== '' || values.longitude.trim() !== '')
      ? { latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) }
      : {};
  return {
    ...Object.fromEntries(PROFILE_TEXT_FIELDS.map((field) => [field, values[field]])),
    opening_hours: hours,
    culture: values.culture,
    ...pin,
  } as TBusinessProfileInput;
}

/**
 * The form control a body path's message belongs to: a day's times go to its row
 * ('opening_hours.friday.close' → 'hours.friday'), a culture line to its box.
 */
export function profileFieldFor(path: string): string | undefined {
  const [first, second, third] = path.split('.');
  // A day's time keeps its own path, so the one control at fault is marked (and focused).
  if (first === 'opening_hours')
    return second ? ['hours', second, third].filter(Boolean).join('.') : 'hours.monday';
  if (first === 'culture') return second ? `culture.${second}` : undefined;
  return first || undefined;
}
