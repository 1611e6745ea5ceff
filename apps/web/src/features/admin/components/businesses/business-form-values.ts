import { DEFAULT_BUSINESS_COLOR, type TAdminBusiness, type TAdminBusinessInput } from '@perks/contract';

/** The form holds text in every control; the contract reads numbers from it. */
export type BusinessFormValues = {
  name: string;
  business_type: TAdminBusiness['business_type'];
  status: TAdminBusiness['status'];
  description: string;
  address: string;
  city: string;
  industry: string;
  phone: string;
  email: string;
  website_url: string;
  instagram_url: string;
  tiktok_url: string;
  facebook_url: string;
  primary_color: string;
  employee_count: string;
  max_visits_per_day: string;
  time_between_visits_minutes: string;
};

const text = (value: string | number | null) => (value === null ? '' : String(value));

/** A business's current values, or the defaults of a new one (#0A84FF, active). */
export function businessFormValues(business: TAdminBusiness | null): BusinessFormValues {
  return {
    name: business?.name ?? '',
    business_type: business?.business_type ?? 'restaurant',
    status: business?.status ?? 'active',
    description: text(business?.description ?? null),
    address: text(business?.address ?? null),
    city: text(business?.city ?? null),
    industry: text(business?.industry ?? null),
    phone: text(business?.phone ?? null),
    email: text(business?.email ?? null),
    website_url: text(business?.website_url ?? null),
    instagram_url: text(business?.instagram_url ?? null),
    tiktok_url: text(business?.tiktok_url ?? null),
    facebook_url: text(business?.facebook_url ?? null),
    primary_color: business?.primary_color ?? DEFAULT_BUSINESS_COLOR,
    employee_count: text(business?.employee_count ?? null),
    max_visits_per_day: text(business?.max_visits_per_day ?? null),
    time_between_visits_minutes: text(business?.time_between_visits_minutes ?? null),
  };
}

const NUMBER_FIELDS = new Set(['employee_count', 'max_visits_per_day', 'time_between_visits_minutes']);

/**
 * The body the form sends: trimmed, with empty fields left out (the spec sends them as absent) and
 * the counts as numbers (text that is not a number stays text, for the contract to refuse by name).
 */
export function businessPayload(values: BusinessFormValues): TAdminBusinessInput {
  const body: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    const trimmed = value.trim();
    if (trimmed === '') continue;
    body[key] = NUMBER_FIELDS.has(key) && Number.isFinite(Number(trimmed)) ? Number(trimmed) : trimmed;
  }
  return body as TAdminBusinessInput;
}
