import type { BusinessMemberRow, NewUserRow } from '../schema/index.ts';
import { demoBusiness } from './businesses.ts';

type MemberRole = BusinessMemberRow['role'];

/** A demo account and how it is tied to the demo businesses (by business key). */
export interface DemoPerson {
  phone: string;
  first_name: string;
  last_name: string;
  email?: string;
  role: NonNullable<NewUserRow['role']>;
  /** Owner/manager memberships, in the order the person joined them. */
  memberships?: Array<{ business: string; role: MemberRole }>;
  /** Staff-list entries that verify this person's membership card. */
  rosteredAt?: Array<{ business: string; position: string }>;
  favorite?: string;
  createdDaysAgo: number;
  lastSignInDaysAgo?: number;
}

const owner = (business: string) => ({ business, role: 'owner' as const });
const manager = (business: string) => ({ business, role: 'manager' as const });

// Sign in with any of these on a seeded database (555-01xx numbers are reserved for fiction).
// Admins come from ADMIN_PHONES instead (default +12075550100).
export const DEMO_PEOPLE: DemoPerson[] = [
  // Owner of two businesses.
  {
    phone: '+12075550101',
    first_name: 'Maggie',
    last_name: 'Thibodeau',
    email: 'maggie@saltpierkitchen.example',
    role: 'business_owner',
    memberships: [owner('salt-pier'), owner('tidewater')],
    createdDaysAgo: 180,
    lastSignInDaysAgo: 1,
  },
  {
    phone: '+12075550102',
    first_name: 'Devon',
    last_name: 'Reyes',
    email: 'devon@saltpierkitchen.example',
    role: 'business_owner',
    memberships: [manager('salt-pier')],
    rosteredAt: [{ business: 'salt-pier', position: 'General Manager' }],
    createdDaysAgo: 175,
    lastSignInDaysAgo: 2,
  },
  // The demo worker: verified at Salt Pier Kitchen, with a work history.
  {
    phone: '+12075550103',
    first_name: 'Sam',
    last_name: 'Carter',
    email: 'sam.carter@mail.example',
    role: 'worker',
    rosteredAt: [{ business: 'salt-pier', position: 'Server' }],
    favorite: 'exchange-espresso',
    createdDaysAgo: 90,
    lastSignInDaysAgo: 0,
  },
  ownerOf('+12075550104', 'Priya', 'Nair', 'exchange-espresso', 150),
  managerOf('+12075550105', 'Jonah', 'Pelletier', 'exchange-espresso', 'Head Barista', 140),
  ownerOf('+12075550106', 'Claire', 'Gagnon', 'harbor-lantern', 140),
  managerOf('+12075550107', 'Marcus', 'Bell', 'harbor-lantern', 'Food & Beverage Manager', 130),
  managerOf('+12075550108', 'Luis', 'Ortega', 'tidewater', 'Bar Manager', 160),
  ownerOf('+12075550109', 'Jess', 'Whitcomb', 'bayside-bread', 120),
  ownerOf('+12075550110', 'Tess', 'Morin', 'congress-taproom', 110),
  ownerOf('+12075550111', 'Hannah', 'Kim', 'east-end-noodle', 95),
  ownerOf('+12075550112', 'Pete', 'Lambert', 'knightville-diner', 80),
  ownerOf('+12075550113', 'Ben', 'Ouellette', 'presumpscot-smokehouse', 70),
  managerOf('+12075550114', 'Rosa', 'Delgado', 'presumpscot-smokehouse', 'Kitchen Manager', 65),
  ownerOf('+12075550115', 'Nora', 'Fitzgerald', 'wharf-cocktail', 60),
  ownerOf('+12075550116', 'Ahmed', 'Hassan', 'back-cove-pizza', 45),
  ownerOf('+12075550117', 'Grace', 'Sullivan', 'casco-catering', 30),
  managerOf('+12075550118', 'Owen', 'Brackett', 'casco-catering', 'Event Captain', 28),
  ownerOf('+12075550119', 'Walt', 'Moody', 'pine-point', 20),
  ownerOf('+12075550127', 'Ida', 'Lindqvist', 'munjoy-scoop', 200),
  worker('+12075550120', 'Jordan', 'Lee', [{ business: 'salt-pier', position: 'Line Cook' }], 60),
  worker('+12075550121', 'Kayla', 'Dubois', [{ business: 'tidewater', position: 'Bartender' }], 40),
  worker('+12075550122', 'Tyler', 'Brooks', [{ business: 'congress-taproom', position: 'Barback' }], 25),
  worker('+12075550123', 'Mia', 'Castillo', [{ business: 'exchange-espresso', position: 'Barista' }], 12),
  worker(
    '+12075550124',
    'Eli',
    'Robinson',
    [{ business: 'harbor-lantern', position: 'Front Desk Agent' }],
    5,
  ),
  worker('+12075550125', 'Zoe', 'Martin', [{ business: 'east-end-noodle', position: 'Server' }], 3),
  // Signed up but on no staff list yet: the unverified-member case.
  worker('+12075550126', 'Andre', 'Baptiste', [], 1),
];

function ownerOf(phone: string, first: string, last: string, business: string, days: number): DemoPerson {
  return {
    phone,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}@${demoBusiness(business).jobsEmail.split('@')[1]}`,
    role: 'business_owner',
    memberships: [owner(business)],
    createdDaysAgo: days,
    lastSignInDaysAgo: days % 9,
  };
}

function managerOf(
  phone: string,
  first: string,
  last: string,
  business: string,
  position: string,
  days: number,
): DemoPerson {
  return {
    ...ownerOf(phone, first, last, business, days),
    memberships: [manager(business)],
    rosteredAt: [{ business, position }],
  };
}

function worker(
  phone: string,
  first: string,
  last: string,
  rosteredAt: DemoPerson['rosteredAt'],
  days: number,
): DemoPerson {
  return {
    phone,
    first_name: first,
    last_name: last,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@mail.example`,
    role: 'worker',
    rosteredAt,
    createdDaysAgo: days,
    lastSignInDaysAgo: days > 30 ? 8 : days,
  };
}

/** Staff-list entries for people who have not signed up yet (their cards verify on first sign-in). */
export const UNREGISTERED_STAFF: Array<{
  business: string;
  phone: string;
  first_name: string;
  last_name: string;
  position: string;
}> = [
  { business: 'salt-pier', phone: '+12075550150', first_name: 'Lena', last_name: 'Cote', position: 'Host' },
  {
    business: 'salt-pier',
    phone: '+12075550151',
    first_name: 'Raj',
    last_name: 'Patel',
    position: 'Dishwasher',
  },
  {
    business: 'tidewater',
    phone: '+12075550152',
    first_name: 'Chris',
    last_name: 'Ames',
    position: 'Shucker',
  },
  {
    business: 'harbor-lantern',
    phone: '+12075550153',
    first_name: 'Ana',
    last_name: 'Souza',
    position: 'Housekeeper',
  },
  {
    business: 'bayside-bread',
    phone: '+12075550154',
    first_name: 'Finn',
    last_name: 'Hale',
    position: 'Baker',
  },
  {
    business: 'presumpscot-smokehouse',
    phone: '+12075550155',
    first_name: 'Dana',
    last_name: 'Roy',
    position: 'Server',
  },
];
