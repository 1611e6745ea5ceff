import { type DemoBusiness, site } from './demo-business.ts';

/** A small square logo with the business's initials, as a data URI (no request to another host). */
function initialsLogo(initials: string, color: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${color}"/><text x="32" y="41" font-family="sans-serif" font-size="24" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/**
 * Partner businesses outside food and drink, so the directory has every industry, every city and
 * every size bucket (1-10, 11-50, 51-200, 200+). None posts jobs: they show the directory's
 * 'View Jobs' with no openings. Two have logos; one links an Instagram post.
 */
export const PARTNER_BUSINESSES: DemoBusiness[] = [
  {
    key: 'gorham-outfitters',
    name: 'Gorham Trail Outfitters',
    business_type: 'retail',
    industry: 'retail',
    description: 'Outdoor gear and bike shop on Main Street; staff discounts for Industry Perks members.',
    address: '22 Main St, Gorham, ME 04038',
    city: 'gorham',
    phone: '+12075550160',
    ...site('gorhamtrail'),
    instagram_url: 'https://www.instagram.com/p/C9gTrO8utf1/',
    logo_url: initialsLogo('GT', '#2F6B3A'),
    primary_color: '#2F6B3A',
    employee_count: 8,
    highlights: 'Flexible shifts around the school year.',
    benefits: ['40% gear discount'],
    createdDaysAgo: 45,
  },
  {
    key: 'maine-med-scarborough',
    name: 'Scarborough Family Health',
    business_type: 'healthcare',
    industry: 'healthcare',
    description: 'Primary care and urgent care clinic serving the southern suburbs.',
    address: '100 US-1, Scarborough, ME 04074',
    city: 'scarborough',
    phone: '+12075550161',
    ...site('scarboroughhealth'),
    primary_color: '#0A84FF',
    employee_count: 240,
    highlights: 'Partners with local restaurants on staff wellness days.',
    benefits: [],
    createdDaysAgo: 120,
  },
  {
    key: 'fore-street-software',
    name: 'Fore Street Software',
    business_type: 'tech',
    industry: 'technology',
    description: 'Point-of-sale and scheduling software for restaurants, built in Portland.',
    address: '2 Portland Sq, Portland, ME 04101',
    city: 'portland',
    phone: '+12075550162',
    ...site('forestreetsoftware'),
    instagram_url: 'https://www.instagram.com/reel/C7fSsW0demo/?igsh=demo',
    logo_url: initialsLogo('FS', '#5B3FD9'),
    primary_color: '#5B3FD9',
    employee_count: 64,
    highlights: 'Hospitality people build the product.',
    benefits: [],
    createdDaysAgo: 75,
  },
  {
    key: 'westbrook-ledger',
    name: 'Westbrook Ledger & Payroll',
    business_type: 'finance',
    industry: 'professional-services',
    description: 'Bookkeeping and tip-payroll for independent restaurants.',
    address: '855 Main St, Westbrook, ME 04092',
    city: 'westbrook',
    phone: '+12075550163',
    ...site('westbrookledger'),
    primary_color: '#8B5E1F',
    employee_count: 12,
    highlights: 'Tip-out reports every restaurant can read.',
    benefits: [],
    createdDaysAgo: 15,
  },
  {
    key: 'casco-kettle-works',
    name: 'Casco Kettle Works',
    business_type: 'other',
    industry: 'manufacturing',
    description: 'Builds brewing and kitchen kettles for breweries across New England.',
    address: '30 Thomas Dr, Westbrook, ME 04092',
    city: 'westbrook',
    phone: '+12075550164',
    ...site('cascokettle'),
    primary_color: '#4A5560',
    employee_count: 130,
    highlights: 'Weekday day shifts only.',
    benefits: [],
    createdDaysAgo: 300,
  },
];
