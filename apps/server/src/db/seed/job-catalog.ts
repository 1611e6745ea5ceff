import type { JobRow } from '../schema/index.ts';
import type { JobKind } from './role-copy.ts';
import type { ShiftPattern } from './schedules.ts';

interface JobExtras {
  /**
   * Contract and seasonal (temporary) work, which hours cannot tell apart; otherwise employment
   * type follows the schedule by the contract's rule, as it does for a posted job.
   */
  employment?: Extract<JobRow['employment_type'], 'contract' | 'temporary'>;
  status?: JobRow['status'];
  /** Days from now to expiry; null means the post never expires. Default: the automatic expiry. */
  expiresInDays?: number | null;
  salary_display?: string;
  rate?: [min: number, max: number];
  /** How tips work when tip_structure is 'other', or a note on a pool. */
  tipNote?: string;
}

export type JobSpec = [
  business: string,
  title: string,
  role: JobKind,
  base: number,
  tips: number | null,
  tipStructure: JobRow['tip_structure'],
  pattern: ShiftPattern,
  minShifts: number,
  postedDaysAgo: number,
  extras?: JobExtras,
];

/** How tips work at the jobs whose tip structure is 'other'. */
const TIP_NOTES = {
  barManagerShare: 'A fixed 5% share of the nightly bar pool on top of salary-level base pay.',
  roomEnvelopes: 'Guests leave envelopes in the rooms; each housekeeper keeps what is left in theirs.',
  managerBonus: 'Managers are outside the pool; a monthly bonus is paid from the bar’s service charge.',
  eventGratuity: 'The gratuity in each event contract is split evenly among the bar team.',
};

/** One business's job in the catalogue: a JobSpec without the business. */
type BusinessJob = JobSpec extends [string, ...infer Job] ? Job : never;

/**
 * The demo job board, by business. Pay is realistic for Greater Portland (tipped base from the
 * $7.50s, kitchen $17-24, management up to $28) and stays inside what the job form accepts (tips up
 * to $25/hr), so an owner can save any demo post unchanged. A negative postedDaysAgo schedules the
 * post for the future.
 */
const JOBS_BY_BUSINESS: Record<string, BusinessJob[]> = {
  'salt-pier': [
    ['Server', 'server', 8, 24, 'pooled', 'dinner4', 3, 1],
    ['Line Cook', 'cook', 22, null, null, 'dinner5', 5, 2, { rate: [20, 24] }],
    ['Dishwasher', 'kitchen', 17.5, 3, 'pooled', 'dinner4', 2, 4],
    ['Host', 'host', 16, 4, 'pooled', 'dinner4', 2, 6],
    ['Sous Chef', 'management', 26, null, null, 'management', 5, 9],
  ],
  tidewater: [
    ['Bartender', 'bartender', 8.5, 25, 'individual', 'lateBar5', 4, 1],
    ['Oyster Shucker', 'kitchen', 17, 8, 'pooled', 'dinner4', 3, 3],
    ['Barback', 'other', 15.5, 10, 'pooled', 'lateBar', 2, 45, { expiresInDays: -15 }],
    ['Raw Bar Server', 'server', 8, 24, 'individual', 'dinner4', 3, 5],
    [
      'Bar Manager',
      'management',
      27,
      6,
      'other',
      'management',
      5,
      12,
      { tipNote: TIP_NOTES.barManagerShare },
    ],
  ],
  'exchange-espresso': [
    ['Weekend Barista', 'other', 16, 5, 'pooled', 'cafeWeekend', 2, 2],
    ['Opening Barista', 'other', 17, 5, 'pooled', 'cafeOpen', 5, 7],
    ['Cafe Shift Lead', 'management', 19.5, 4, 'pooled', 'cafeOpen', 5, 14],
    ['Pastry Prep Cook', 'cook', 18, null, null, 'lunch', 3, 20],
  ],
  'harbor-lantern': [
    ['Front Desk Agent', 'other', 19, null, null, 'hotelAm', 5, 3],
    ['Banquet Server', 'server', 9, 18, 'pooled', 'events', 2, 8, { employment: 'temporary' }],
    ['Housekeeper', 'other', 18.5, 2, 'other', 'hotelAm', 5, 10, { tipNote: TIP_NOTES.roomEnvelopes }],
    ['Lobby Bartender', 'bartender', 8.25, 22, 'pooled', 'dinner4', 3, 4],
    ['Breakfast Cook', 'cook', 21, null, null, 'hotelAm', 5, 15],
    ['Food & Beverage Manager', 'management', 28, null, null, 'office', 5, -3],
    ['Bell Attendant', 'other', 15.5, 7, 'individual', 'brunchWeekend', 2, 25, { status: 'closed' }],
    ['Concierge', 'host', 20, 3, 'individual', 'hotelPm', 5, 11],
  ],
  'bayside-bread': [
    ['Bread Baker', 'kitchen', 20, null, null, 'cafeOpen', 5, 16, { expiresInDays: null }],
    ['Counter Associate', 'other', 16, 3, 'pooled', 'cafeWeekend', 2, 5],
    ['Pastry Cook', 'cook', 19, null, null, 'brunchWeekend', 2, 9],
  ],
  'congress-taproom': [
    ['Bartender', 'bartender', 8, 24, 'pooled', 'lateBar', 3, 2],
    ['Pub Line Cook', 'cook', 20.5, 2, 'pooled', 'dinner5', 5, 6],
    ['Server', 'server', 7.75, 20, 'individual', 'dinner4', 3, 13],
    ['Door Host', 'host', 16, 5, 'pooled', 'lateBar', 2, 3],
    [
      'Draft Line Technician',
      'other',
      28,
      null,
      null,
      'lineCheck',
      1,
      1,
      { employment: 'contract', status: 'pending', salary_display: '$28/hr, weekly line cleaning' },
    ],
  ],
  'east-end-noodle': [
    ['Wok Cook', 'cook', 21, 3, 'pooled', 'dinner5', 5, 4],
    ['Server', 'server', 8, 20, 'pooled', 'dinner4', 3, 8],
    ['Dumpling Prep', 'kitchen', 17, 2, 'pooled', 'lunch', 3, 17],
    ['Host', 'host', 15.75, 3, 'pooled', 'dinner4', 2, 22],
  ],
  'knightville-diner': [
    ['Breakfast Server', 'server', 7.5, 16, 'individual', 'brunchWeekend', 2, 29],
    ['Grill Cook', 'cook', 19.5, null, null, 'cafeOpen', 5, 12],
    ['Dishwasher', 'kitchen', 16.5, 2, 'pooled', 'brunchWeekend', 2, 19],
  ],
  'presumpscot-smokehouse': [
    ['Pitmaster', 'cook', 24, null, null, 'hotelAm', 5, 5],
    ['Server', 'server', 8, 22, 'pooled', 'dinner5', 4, 3],
    ['Bartender', 'bartender', 8.25, 20, 'pooled', 'dinner4', 3, 10],
    ['Kitchen Manager', 'management', 25, null, null, 'management', 5, 18],
    ['Busser', 'other', 15.25, 6, 'pooled', 'dinner4', 2, 7],
  ],
  'wharf-cocktail': [
    ['Cocktail Bartender', 'bartender', 9, 25, 'pooled', 'lateBar5', 4, 2],
    ['Cocktail Server', 'server', 8, 25, 'pooled', 'lateBar', 3, 6],
    [
      'Assistant Bar Manager',
      'management',
      24,
      8,
      'other',
      'lateBar5',
      5,
      15,
      { tipNote: TIP_NOTES.managerBonus },
    ],
  ],
  'back-cove-pizza': [
    ['Pizza Cook', 'cook', 18, 3, 'pooled', 'split', 3, 1],
    ['Delivery Driver', 'other', 15, 9, 'individual', 'dinner4', 2, 4],
    ['Counter Host', 'host', 15.5, 2, 'pooled', 'split', 2, 26],
  ],
  'casco-catering': [
    [
      'Event Server',
      'server',
      18,
      null,
      null,
      'events',
      1,
      3,
      { employment: 'temporary', salary_display: '$18/hr, service charge included' },
    ],
    [
      'Event Bartender',
      'bartender',
      22,
      10,
      'other',
      'events',
      1,
      5,
      { employment: 'contract', tipNote: TIP_NOTES.eventGratuity },
    ],
    ['Catering Prep Cook', 'kitchen', 19, null, null, 'lunch', 3, 9, { employment: 'temporary' }],
    [
      'Event Captain',
      'management',
      27.5,
      null,
      null,
      'events',
      2,
      14,
      { employment: 'contract', rate: [26, 30] },
    ],
  ],
  'pine-point': [
    ['Seasonal Line Cook', 'cook', 20, 2, 'pooled', 'dinner5', 4, 2, { employment: 'temporary' }],
    ['Counter Server', 'server', 15, 6, 'pooled', 'lunch', 3, 0, { employment: 'temporary' }],
  ],
};

export const JOB_CATALOG: JobSpec[] = Object.entries(JOBS_BY_BUSINESS).flatMap(([business, jobs]) =>
  jobs.map((job): JobSpec => [business, ...job]),
);
