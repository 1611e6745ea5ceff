import { type RoleType, scheduleHours } from '@perks/contract';
import { ROLE_COPY, roleTypeOf } from '../../apps/server/src/db/seed/role-copy.ts';
import { type ShiftPattern, scheduleFor } from '../../apps/server/src/db/seed/schedules.ts';

/**
 * Word lists for the synthetic board. Everything is chosen by the database (seeded random()), so
 * the generator ships these lists once as JSON parameters and the rows never cross the wire.
 */

type Role = keyof typeof ROLE_COPY;

interface TitleSpec {
  title: string;
  role: Role;
  /** Base hourly pay range. */
  base: [number, number];
  /** Tip range per hour when tipped, and the chance the post is a tipped role. */
  tips: [number, number];
  tippedShare: number;
  /** Relative frequency on the board. */
  weight: number;
  patterns: ShiftPattern[];
}

const TITLES: TitleSpec[] = [
  spec('Server', 'server', [7.5, 9.5], [14, 30], 0.97, 14, ['dinner4', 'dinner5', 'brunchWeekend', 'split']),
  spec('Bartender', 'bartender', [7.5, 11], [16, 35], 0.97, 10, ['lateBar', 'lateBar5', 'dinner5']),
  spec('Line Cook', 'cook', [18, 24], [1, 4], 0.25, 10, ['dinner5', 'dinner4', 'lunch']),
  spec('Prep Cook', 'cook', [17, 20], [1, 3], 0.2, 5, ['lunch', 'cafeOpen']),
  spec('Pizza Cook', 'cook', [17, 21], [2, 4], 0.35, 2, ['dinner4', 'dinner5']),
  spec('Pastry Cook', 'cook', [18, 22], [1, 2], 0.1, 2, ['cafeOpen', 'cafeWeekend']),
  spec('Breakfast Cook', 'cook', [17.5, 21], [1, 3], 0.3, 2, ['cafeOpen', 'brunchWeekend']),
  spec('Dishwasher', 'kitchen', [16, 18.5], [1, 4], 0.5, 8, ['dinner4', 'dinner5', 'lunch']),
  spec('Oyster Shucker', 'kitchen', [16.5, 19], [4, 9], 0.7, 1, ['dinner4']),
  spec('Kitchen Porter', 'kitchen', [16, 18], [1, 3], 0.4, 2, ['dinner5']),
  spec('Host', 'host', [15, 17.5], [2, 6], 0.7, 6, ['dinner4', 'brunchWeekend']),
  spec('Hostess', 'host', [15, 17], [2, 5], 0.7, 1, ['dinner4']),
  spec('Sous Chef', 'management', [24, 30], [0, 0], 0, 3, ['management']),
  spec('Kitchen Manager', 'management', [25, 31], [0, 0], 0, 2, ['management']),
  spec('General Manager', 'management', [27, 36], [2, 6], 0.2, 2, ['management']),
  spec('Bar Manager', 'management', [24, 29], [3, 8], 0.5, 2, ['management', 'lateBar5']),
  spec('Front of House Manager', 'management', [23, 28], [2, 6], 0.4, 2, ['management']),
  spec('Cafe Shift Lead', 'management', [18.5, 21], [3, 5], 0.8, 2, ['cafeOpen']),
  spec('Barback', 'other', [15, 17], [6, 12], 0.9, 4, ['lateBar', 'lateBar5']),
  spec('Barista', 'other', [15.5, 18], [3, 6], 0.9, 7, ['cafeOpen', 'cafeWeekend']),
  spec('Busser', 'other', [14.5, 16.5], [5, 10], 0.9, 4, ['dinner4', 'dinner5']),
  spec('Food Runner', 'other', [14.5, 17], [6, 11], 0.9, 4, ['dinner4', 'dinner5']),
  spec('Expo', 'other', [16, 19], [3, 7], 0.6, 1, ['dinner5']),
  spec('Banquet Server', 'server', [9, 12.5], [10, 20], 0.9, 3, ['events']),
  spec('Cocktail Server', 'server', [7.5, 9.5], [15, 28], 0.95, 2, ['lateBar']),
  spec('Breakfast Server', 'server', [7.5, 9], [12, 22], 0.95, 2, ['cafeOpen', 'brunchWeekend']),
  spec('Sommelier', 'server', [18, 25], [8, 18], 0.8, 1, ['dinner5']),
  spec('Front Desk Agent', 'other', [18, 21.5], [0, 0], 0, 3, ['hotelAm', 'hotelPm']),
  spec('Night Auditor', 'other', [19, 22], [0, 0], 0, 1, ['hotelPm']),
  spec('Housekeeper', 'other', [17.5, 20], [1, 3], 0.4, 4, ['hotelAm']),
  spec('Bell Attendant', 'other', [15, 17], [5, 10], 0.9, 1, ['hotelAm', 'hotelPm']),
  spec('Valet Attendant', 'other', [15, 17], [6, 12], 0.9, 1, ['hotelPm', 'events']),
  spec('Event Coordinator', 'management', [22, 27], [0, 0], 0, 1, ['office', 'events']),
  spec('Catering Assistant', 'other', [16, 18.5], [3, 8], 0.6, 2, ['events']),
  spec('Brewery Tour Guide', 'other', [16, 18], [4, 9], 0.8, 1, ['brunchWeekend']),
  spec('Baker', 'cook', [17.5, 22], [1, 2], 0.15, 2, ['cafeOpen']),
  spec('Deli Counter Attendant', 'other', [15.5, 17.5], [1, 3], 0.5, 1, ['lunch']),
];

/** Words a title may start with; most titles have none. */
export const TITLE_PREFIXES = ['Lead', 'Senior', 'Weekend', 'Seasonal', 'Evening', 'Opening', 'Closing'];

function spec(
  title: string,
  role: Role,
  base: [number, number],
  tips: [number, number],
  tippedShare: number,
  weight: number,
  patterns: ShiftPattern[],
): TitleSpec {
  return { title, role, base, tips, tippedShare, weight, patterns };
}

export const NAME_FIRST = [
  'Salt Pier', 'Tidewater', 'Harbor', 'Old Port', 'Casco Bay', 'Back Cove', 'Munjoy', 'Fore Street',
  'Eastern Prom', 'Bayside', 'Lighthouse', 'Commercial St', 'Wharf', 'Ledge', 'Breakwater', 'Driftwood',
  'Spring Point', 'Cape', 'Peaks', 'Knightville', 'Willard', 'Deering', 'Stroudwater', 'Presumpscot',
  'Sebago', 'Rockland', 'Granite', 'Pine', 'Birch', 'Juniper', 'Northwind', 'Saltwater', 'Gull',
  'Lobster Pot', 'Sea Smoke', 'Fog Bell', 'Anchor', 'Mooring', 'Tideline', 'Cormorant', 'Heron',
  'Red Door', 'Blue Rock', 'Copper', 'Cast Iron', 'Ember', 'Hearth', 'Maple', 'Lantern', 'Foghorn',
];

/** Second word of a name and the kind of business it implies. */
export const NAME_SECOND: [string, string][] = [
  ['Kitchen', 'restaurant'], ['Oyster Bar', 'bar'], ['Taproom', 'bar'], ['Diner', 'restaurant'],
  ['Bakery', 'cafe'], ['Espresso', 'cafe'], ['Inn', 'hotel'], ['Hotel', 'hotel'], ['Bistro', 'restaurant'],
  ['Tavern', 'bar'], ['Pizzeria', 'restaurant'], ['Brewing', 'bar'], ['Chowder House', 'restaurant'],
  ['Lobster Shack', 'restaurant'], ['Coffee', 'cafe'], ['Cantina', 'restaurant'], ['Noodle Bar', 'restaurant'],
  ['Smokehouse', 'restaurant'], ['Wine Bar', 'bar'], ['Social Club', 'entertainment'], ['Grill', 'restaurant'],
  ['Deli', 'restaurant'], ['Creamery', 'cafe'], ['Supper Club', 'restaurant'], ['Distillery', 'bar'],
];

export const STREETS = [
  'Commercial St', 'Fore St', 'Exchange St', 'Middle St', 'Congress St', 'Wharf St', 'India St',
  'Washington Ave', 'Forest Ave', 'Brackett St', 'Danforth St', 'Market St', 'Pearl St', 'Free St',
  'Cumberland Ave', 'Ocean St', 'Main St', 'Route 1', 'Stevens Ave', 'Preble St',
];

/** City and its share of businesses, with the address suffix. */
export const CITIES: [string, string, number][] = [
  ['portland', 'Portland, ME 04101', 0.6],
  ['south-portland', 'South Portland, ME 04106', 0.15],
  ['westbrook', 'Westbrook, ME 04092', 0.1],
  ['scarborough', 'Scarborough, ME 04074', 0.1],
  ['gorham', 'Gorham, ME 04038', 0.05],
];

export const BUSINESS_BLURBS = [
  'A busy neighborhood spot with a loyal crowd of regulars and a menu that changes with the season.',
  'Cooking what Maine farms and boats bring in, with a bar that stays lively late.',
  'Small team, big volume: we move fast, look after each other and promote from within.',
  'A waterfront favorite open year round, with a summer rush that keeps every shift moving.',
  'Family-run since the nineties; most of our staff have been here for years.',
  'An all-day room: coffee in the morning, plates at lunch and cocktails at night.',
];

export const BENEFITS = [
  'Family meal every shift', 'Paid time off after 90 days', '50% dining discount', 'Health insurance',
  'Flexible scheduling', 'Paid training', 'Free parking', 'Shift drink', 'Retirement plan with match',
  'Weekly pay', 'Uniform provided', 'Commuter stipend',
];

export interface CatalogRow {
  idx: number;
  title: string;
  role: RoleType;
  base_min: number;
  base_max: number;
  tips_min: number;
  tips_max: number;
  tipped_share: number;
  blurb: string;
  requirements: string[];
  basic: string[];
  schedules: unknown[];
  hours: number[];
}

/**
 * The title list expanded by weight (so picking a uniform index follows the weights), each with
 * its role copy and its shift patterns as stored schedule_data plus their weekly hours.
 */
export function weightedCatalog(): CatalogRow[] {
  const rows: CatalogRow[] = [];
  for (const t of TITLES) {
    const copy = ROLE_COPY[t.role];
    const schedules = t.patterns.map((p) => scheduleFor(p));
    for (let i = 0; i < t.weight; i++) {
      rows.push({
        idx: rows.length,
        title: t.title,
        role: roleTypeOf(t.role),
        base_min: t.base[0],
        base_max: t.base[1],
        tips_min: t.tips[0],
        tips_max: t.tips[1],
        tipped_share: t.tippedShare,
        blurb: copy.blurb,
        requirements: copy.requirements,
        basic: copy.basic,
        schedules,
        hours: schedules.map((s) => scheduleHours(s)),
      });
    }
  }
  return rows;
}
