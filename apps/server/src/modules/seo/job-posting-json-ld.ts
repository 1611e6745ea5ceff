import { type EmploymentType, formatUsd, TIP_STRUCTURE_LABELS, type TJob } from '@perks/contract';

const GOOGLE_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
};

const DEFAULT_LOCALITY = 'Portland';
const DEFAULT_REGION = 'ME';
const COUNTRY = 'US';

export interface PostalAddress {
  '@type': 'PostalAddress';
  streetAddress?: string;
  addressLocality: string;
  addressRegion: string;
  postalCode?: string;
  addressCountry: string;
}

/**
 * Reads "57 Ocean St, South Portland, ME 04106" or "Portland, ME" into address parts: the part
 * that is a two-letter state (optionally with a ZIP) closes the address, the part before it is
 * the town, anything earlier the street. Null when the text names no town and state.
 */
function parseAddress(text: string | null | undefined): PostalAddress | null {
  const parts = (text ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const stateAt = parts.findLastIndex((p) => /^[A-Za-z]{2}(\s+\d{5}(-\d{4})?)?$/.test(p));
  if (stateAt < 1) return null;
  const [region = DEFAULT_REGION, postalCode] = parts[stateAt]!.split(/\s+/);
  const street = parts.slice(0, stateAt - 1).join(', ');
  return {
    '@type': 'PostalAddress',
    ...(street ? { streetAddress: street } : {}),
    addressLocality: parts[stateAt - 1]!,
    addressRegion: region.toUpperCase(),
    ...(postalCode ? { postalCode } : {}),
    addressCountry: COUNTRY,
  };
}

/**
 * The job's address: its own location when that names a town and state, else the business's
 * address, else Portland, ME (where every business on the board is).
 */
export function jobAddress(job: Pick<TJob, 'location' | 'business'>): PostalAddress {
  return (
    parseAddress(job.location) ??
    parseAddress(job.business?.address) ?? {
      '@type': 'PostalAddress',
      addressLocality: DEFAULT_LOCALITY,
      addressRegion: DEFAULT_REGION,
      addressCountry: COUNTRY,
    }
  );
}

/** Base pay only: Google's baseSalary has no place for tips, which the description states instead. */
function baseSalary(job: TJob): Record<string, unknown> | undefined {
  const min = job.hourly_rate_min;
  const max = job.hourly_rate_max;
  let value: Record<string, unknown> | undefined;
  if (min !== null && max !== null && max > min) value = { minValue: min, maxValue: max };
  else if (job.base_hourly_pay !== null) value = { value: job.base_hourly_pay };
  else if (min !== null) value = { value: min };
  if (!value) return undefined;
  return {
    '@type': 'MonetaryAmount',
    currency: 'USD',
    value: { '@type': 'QuantitativeValue', ...value, unitText: 'HOUR' },
  };
}

/** The sentence about tips that goes into the description, or null for an untipped role. */
function tipsSentence(job: TJob): string | null {
  if (!job.is_tipped_role) return null;
  const amount =
    job.estimated_tips_hourly !== null && job.estimated_tips_hourly > 0
      ? `Estimated tips of ${formatUsd(job.estimated_tips_hourly)}/hr on top of base pay`
      : 'Tips on top of base pay';
  const structure = job.tip_structure ? ` (${TIP_STRUCTURE_LABELS[job.tip_structure].toLowerCase()})` : '';
  return `Tipped role: ${amount}${structure}.`;
}

/** The job's description as plain text: `**bold**` markers dropped, line breaks kept, tips stated. */
export function postingDescription(job: TJob): string {
  const body = (job.description || job.workplace_highlights || job.title).replaceAll('**', '').trim();
  const tips = tipsSentence(job);
  return tips ? `${body}\n\n${tips}` : body;
}

/** Google for Jobs `JobPosting` structured data for a live job. */
export function jobPostingJsonLd(job: TJob, url: string): Record<string, unknown> {
  const salary = baseSalary(job);
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: postingDescription(job),
    identifier: { '@type': 'PropertyValue', name: job.company, value: job.id },
    url,
    datePosted: job.posted_at,
    ...(job.expires_at ? { validThrough: job.expires_at } : {}),
    employmentType: GOOGLE_EMPLOYMENT_TYPE[job.employment_type],
    hiringOrganization: {
      '@type': 'Organization',
      name: job.company,
      // An uploaded logo is stored as a path on this site; crawlers need the whole address.
      ...(job.logo_url ? { logo: new URL(job.logo_url, url).href } : {}),
    },
    jobLocation: { '@type': 'Place', address: jobAddress(job) },
    ...(salary ? { baseSalary: salary } : {}),
    directApply: false,
  };
}
