import { ZCreateBusinessRequest } from '@perks/contract';
import { describe, expect, it } from 'vitest';
import { SALT_PIER_BUSINESS } from '../../../test/salt-pier-business.ts';
import { scoreExtraction } from '../extraction-result.ts';
import type { ChatTurn } from './ai-provider.ts';
import { RulesProvider } from './rules-provider.ts';

/**
 * Conversations as owners actually type them (several facts per message, typos, lower case, facts
 * out of order) and what each must yield. Every conversation is replayed the way the service runs
 * it: the assistant opens, then each user message is answered by the provider's next line.
 */
interface Case {
  says: string[];
  yields: Record<string, unknown>;
  /** Slots still asked for at the end; by default the chat is complete. */
  stillAsks?: RegExp;
}

const CASES: [string, Case][] = [
  [
    'the issue report: a bar on the waterfront, then phone and e-mail together',
    {
      says: [
        'Hi, I own a bar called The Dockside Tap on the Portland waterfront',
        '12 Commercial Street, Portland ME 04101',
        'Phone is (207) 555-0188 and email is hello@docksidetap.com',
        'Open daily 4pm to 1am',
        "We're a neighborhood bar with 14 staff, hiring bartenders",
      ],
      yields: {
        name: 'The Dockside Tap',
        category: 'bar',
        address: '12 Commercial Street, Portland ME 04101',
        phone: '+12075550188',
        email: 'hello@docksidetap.com',
      },
    },
  ],
  [
    'everything in one message',
    {
      says: [
        "I run a cafe called Tandem Coffee, we're at 122 Anderson St, Portland. Call us at 207-555-0111, open 7am to 3pm daily. We have 9 staff.",
      ],
      yields: {
        name: 'Tandem Coffee',
        category: 'cafe',
        address: '122 Anderson St, Portland',
        phone: '+12075550111',
        description: expect.stringContaining('Hours: 7am to 3pm daily'),
      },
    },
  ],
  [
    'lower case and typos from a phone keyboard',
    {
      says: [
        'hey its called the salty dog',
        'we are located at 44 fore st portland',
        'our numbr is 207 555 0123',
        'mon-sat 11am-10pm',
        'its a small resturant, hiring a line cook',
      ],
      yields: {
        name: 'The Salty Dog',
        address: '44 fore st portland',
        phone: '+12075550123',
        category: 'restaurant',
        description: expect.stringContaining('Hours: mon-sat 11am-10pm'),
      },
    },
  ],
  [
    'the terse answers, one per question',
    {
      says: [
        'The Salt Pier',
        'Our address is 58 Commercial Street, Portland, ME 04101',
        'You can reach us at (207) 555-0142',
        "We're open Tuesday to Sunday, 11am to 10pm",
        'We are a waterfront seafood restaurant with 25 staff, hiring servers and line cooks.',
      ],
      yields: SALT_PIER_BUSINESS,
    },
  ],
  [
    'a name with its phone in the same answer',
    {
      says: [
        'The Honey Paw - (207) 555-0170',
        '78 Middle Street',
        '11am to 10pm every day',
        'Noodle bar, 20 staff',
      ],
      yields: {
        name: 'The Honey Paw',
        phone: '+12075550170',
        address: '78 Middle Street',
        category: 'bar',
      },
    },
  ],
  [
    'a hotel whose manager speaks for it',
    {
      says: [
        "I'm the GM at The Press Hotel",
        'Address: 119 Exchange Street, Portland, ME 04101',
        'front desk 207.555.0190, reservations@thepresshotel.com',
        'Open 24 hours, every day',
        'A boutique hotel with a restaurant, about 60 employees',
      ],
      yields: {
        name: 'The Press Hotel',
        address: '119 Exchange Street, Portland, ME 04101',
        phone: '+12075550190',
        email: 'reservations@thepresshotel.com',
        category: 'hotel',
      },
    },
  ],
  [
    'facts given before they are asked are not asked again',
    {
      says: [
        'Eventide Oyster Co',
        'phone 207-555-0144, and we open at 11am daily till midnight',
        '86 Middle St, Portland, Maine 04101',
        'oyster bar and seafood restaurant, 30 staff',
      ],
      yields: {
        name: 'Eventide Oyster Co',
        phone: '+12075550144',
        address: '86 Middle St, Portland, Maine 04101',
        category: 'bar',
      },
    },
  ],
  [
    'a brewery with a taproom',
    {
      says: [
        'We run a brewery named Bissell Brothers',
        '4 Thompsons Point, Portland',
        '(207) 555-0150',
        'Thurs-Sun 12pm to 9pm',
        'Taproom staff of 18',
      ],
      yields: { name: 'Bissell Brothers', category: 'bar', phone: '+12075550150' },
    },
  ],
  [
    'a bakery filed as a cafe',
    {
      says: [
        'hello! my bakery is called Standard Baking',
        '75 Commercial St',
        'call us 207 555 0133',
        '7am-5pm weekdays, 7am-4pm weekends',
        'a bakery and coffee counter, hiring bakers',
      ],
      yields: {
        name: 'Standard Baking',
        category: 'cafe',
        address: '75 Commercial St',
        phone: '+12075550133',
      },
    },
  ],
  [
    'a correction replaces the earlier phone',
    {
      says: [
        'Duckfat',
        '43 Middle Street, Portland ME',
        '207-555-0101',
        'sorry, the phone is actually 207-555-0102',
        'Open 11am to 10pm daily',
        'Fries and sandwiches, 22 staff',
      ],
      yields: { name: 'Duckfat', phone: '+12075550102' },
    },
  ],
  [
    'an e-mail alone is kept and the phone still asked',
    {
      says: ['Central Provisions', 'email is info@central-provisions.com'],
      yields: { name: 'Central Provisions', email: 'info@central-provisions.com' },
      stillAsks: /street address/,
    },
  ],
  [
    'a name given with a cue and a location',
    {
      says: ['We are called Hunt and Alpine Club in the Old Port', '75 Market Street, Portland'],
      yields: { name: 'Hunt and Alpine Club', address: '75 Market Street, Portland' },
      stillAsks: /phone/,
    },
  ],
  [
    'a cocktail lounge',
    {
      says: [
        'I manage a cocktail lounge named Blyth & Burrows',
        '26 Exchange St, Portland, ME 04101',
        '207 555 0177',
        '4pm to 1am daily',
        'craft cocktails, 12 staff',
      ],
      yields: { name: 'Blyth & Burrows', category: 'bar', address: '26 Exchange St, Portland, ME 04101' },
    },
  ],
  [
    'a diner with a suite number and zip',
    {
      says: [
        "It's Becky's Diner",
        '390 Commercial Street, Suite 2, Portland, ME 04101',
        '+1 207 555 0155',
        'Open 4am to 9pm every day',
        'Classic diner, hiring servers',
      ],
      yields: {
        name: "Becky's Diner",
        category: 'restaurant',
        address: '390 Commercial Street, Suite 2, Portland, ME 04101',
        phone: '+12075550155',
      },
    },
  ],
  [
    'a name in quotes',
    {
      says: [
        'The place is named "Fore Street"',
        '288 Fore Street',
        '207-555-0166',
        '5:30pm to 10pm daily',
        'Wood-fired restaurant',
      ],
      yields: { name: 'Fore Street', address: '288 Fore Street', category: 'restaurant' },
    },
  ],
  [
    'a South Portland address without a state',
    {
      says: [
        'Foulmouthed Brewing',
        'we are at 15 Ocean Street South Portland',
        '2075550122',
        '11am-10pm',
        'brewpub, 25 staff',
      ],
      yields: {
        name: 'Foulmouthed Brewing',
        address: '15 Ocean Street South Portland',
        phone: '+12075550122',
        category: 'bar',
      },
    },
  ],
  [
    'an inn in Kennebunkport',
    {
      says: [
        'We own The Captain Lord Mansion, a small inn',
        '6 Pleasant St, Kennebunkport, ME 04046',
        'reach us at 207-555-0183 or stay@captainlord.com',
        'check-in 3pm to 9pm daily',
        'historic inn, 16 staff',
      ],
      yields: {
        name: 'The Captain Lord Mansion',
        category: 'hotel',
        address: '6 Pleasant St, Kennebunkport, ME 04046',
        email: 'stay@captainlord.com',
        phone: '+12075550183',
      },
    },
  ],
  [
    'hours given with days and a closed day',
    {
      says: [
        'Scales',
        '68 Commercial Street',
        '207 555 0199',
        "we're open Tuesday through Sunday 5pm to 10pm, closed Mondays",
        'Seafood restaurant on the pier',
      ],
      yields: {
        name: 'Scales',
        description: expect.stringContaining('Hours: Tuesday through Sunday 5pm to 10pm, closed Mondays'),
      },
    },
  ],
  [
    'a greeting before the name',
    {
      says: [
        'Hi there, Miss Portland Diner',
        '140 Marginal Way, Portland',
        '207 555 0112',
        '7am to 2pm daily',
        'A classic diner car',
      ],
      yields: { name: 'Miss Portland Diner', address: '140 Marginal Way, Portland', category: 'restaurant' },
    },
  ],
  [
    'the opening message already names the place',
    {
      says: [
        "Hi! I'm the owner of Onggi",
        '3 Deering Ave, Portland',
        '(207) 555-0160',
        'Wed-Sun 11am to 7pm',
        'Korean restaurant, 6 staff',
      ],
      yields: {
        name: 'Onggi',
        address: '3 Deering Ave, Portland',
        phone: '+12075550160',
        category: 'restaurant',
      },
    },
  ],
  [
    'a phone with a country code and dots',
    {
      says: [
        'Rosemont Market',
        '580 Brighton Ave',
        '+1.207.555.0130',
        '8am to 8pm daily',
        'Market and bakery',
      ],
      yields: { name: 'Rosemont Market', phone: '+12075550130', address: '580 Brighton Ave' },
    },
  ],
  [
    'the phone then the address in one message',
    {
      says: [
        'Novare Res',
        'number is 207-555-0109 and we are at 4 Canal Plaza, Portland',
        '3pm to midnight daily',
        'Beer bar with 8 staff',
      ],
      yields: {
        name: 'Novare Res',
        phone: '+12075550109',
        address: '4 Canal Plaza, Portland',
        category: 'bar',
      },
    },
  ],
  [
    'a business name that is all lower case',
    {
      says: [
        'i own a pub called the thirsty pig',
        '37 exchange st',
        '207 555 0197',
        'noon to 1am',
        'sausage and beer pub',
      ],
      yields: { name: 'The Thirsty Pig', category: 'bar', address: '37 exchange st' },
    },
  ],
  [
    'a restaurant whose name holds a bar word',
    {
      says: [
        'I own a restaurant called The Oyster Bar Grill',
        '11 Wharf Street',
        '207-555-0178',
        '11am to 11pm',
        'casual seafood',
      ],
      yields: { name: 'The Oyster Bar Grill', category: 'restaurant' },
    },
  ],
  [
    'a coffee shop typed with no punctuation',
    {
      says: [
        'its a coffee shop called speckled ax',
        '567 congress st portland me 04101',
        'tel 207 555 0114',
        '7am to 5pm daily',
        'hiring baristas',
      ],
      yields: {
        name: 'Speckled Ax',
        category: 'cafe',
        address: '567 congress st portland me 04101',
        phone: '+12075550114',
      },
    },
  ],
  [
    'an unrecognised address is taken as said when it answers the question',
    {
      says: [
        'Harbor Fish Market',
        'Custom House Wharf, by the ferry',
        '207 555 0195',
        '8am to 6pm',
        'Fish market, 10 staff',
      ],
      yields: { name: 'Harbor Fish Market', address: 'Custom House Wharf, by the ferry' },
    },
  ],
  [
    'an e-mail in capitals is stored in lower case',
    {
      says: ['Rudy’s Diner', 'Email: Hello@RudysDiner.COM, phone (207) 555-0128'],
      yields: { name: 'Rudy’s Diner', email: 'hello@rudysdiner.com', phone: '+12075550128' },
      stillAsks: /street address/,
    },
  ],
  [
    'the details first, then the rest',
    {
      says: [
        "We're a small family-owned bistro hiring two servers",
        'Petite Jacqueline',
        '46 Market St',
        '207-555-0135',
        '5pm to 10pm Tue-Sat',
      ],
      yields: {
        name: 'Petite Jacqueline',
        category: 'restaurant',
        address: '46 Market St',
        description: expect.stringContaining('family-owned bistro'),
      },
    },
  ],
  [
    'a tavern with its name after "name is"',
    {
      says: [
        'The name is Ri Ra',
        '72 Commercial St, Portland',
        '207 555 0117',
        '11:30am to 1am daily',
        'Irish tavern',
      ],
      yields: { name: 'Ri Ra', category: 'bar', address: '72 Commercial St, Portland' },
    },
  ],
  [
    'a name, address and phone in one answer to the first question',
    {
      says: [
        'Gross Confection Bar, 123 Commercial St, 207-555-0119',
        '2pm to midnight, closed Mondays',
        'Dessert and cocktail bar',
      ],
      yields: {
        name: 'Gross Confection Bar',
        address: '123 Commercial St',
        phone: '+12075550119',
        category: 'bar',
      },
    },
  ],
  [
    'a motel off the highway',
    {
      says: [
        'we have a motel named Seaside Motor Inn',
        '900 Main Street, Saco',
        '207-555-0186',
        'office open 8am to 10pm daily',
        'motel, 7 staff',
      ],
      yields: { name: 'Seaside Motor Inn', category: 'hotel', address: '900 Main Street, Saco' },
    },
  ],
  [
    'a head count and a time by the water are not an address',
    {
      says: [
        'Portland Lobster Company',
        'we have 25 staff at the pier, open 11 to 10 on the wharf in summer',
      ],
      yields: {
        name: 'Portland Lobster Company',
        description: 'we have 25 staff at the pier, open 11 to 10 on the wharf in summer',
      },
      stillAsks: /street address/,
    },
  ],
  [
    'a phone that is not a phone gets a field error, not a wrong fact',
    {
      says: ['Lolita', '90 Congress St', 'call me later'],
      yields: { name: 'Lolita', address: '90 Congress St', phone: 'call me later' },
      stillAsks: /opening hours/,
    },
  ],
  [
    'the walk-through: a greeting and "we are" before the name, the whole address in the same breath',
    {
      says: [
        'Hi! We are Sol Cantina, a small Mexican bar and kitchen at 40 Wharf St, Portland ME 04101. We have 12 staff.',
        '207-555-0150',
        '4pm to midnight, closed Mondays',
      ],
      yields: {
        name: 'Sol Cantina',
        address: '40 Wharf St, Portland ME 04101',
        phone: '+12075550150',
        category: 'bar',
      },
    },
  ],
  [
    'the walk-through in lower case with a typo',
    {
      says: [
        'hi we are sol cantina, a small mexican bar and kitchn at 40 wharf st portland me 04101',
        '207 555 0150',
        '4pm to midnight',
        'mexican bar, 12 staff',
      ],
      yields: { name: 'Sol Cantina', address: '40 wharf st portland me 04101', phone: '+12075550150' },
    },
  ],
  [
    '"this is" before the name',
    {
      says: [
        'This is Rosemont Market, 580 Brighton Ave, Portland, ME 04102',
        '(207) 555-0161',
        '8am to 8pm daily',
        'a neighborhood market and cafe with 15 staff',
      ],
      yields: {
        name: 'Rosemont Market',
        address: '580 Brighton Ave, Portland, ME 04102',
        phone: '+12075550161',
      },
    },
  ],
  [
    '"I run" with a name after the address',
    {
      says: [
        'I run the place at 5 Commercial St, Portland ME 04101, it is called Harbor Fish Bar',
        '207-555-0162',
        '11am to 9pm',
        'fish bar, 8 staff',
      ],
      yields: { name: 'Harbor Fish Bar', address: '5 Commercial St, Portland ME 04101', category: 'bar' },
    },
  ],
  [
    '"I run" straight before the name',
    {
      says: [
        'I run Duckfat',
        '43 Middle St, Portland, ME 04101',
        '207-555-0163',
        '11am to 10pm daily',
        'sandwich shop and kitchen, 20 staff',
      ],
      yields: { name: 'Duckfat', address: '43 Middle St, Portland, ME 04101' },
    },
  ],
  [
    'a name with "The" after "we are"',
    {
      says: [
        'We are The Holy Donut',
        '194 Park Ave, Portland ME 04102',
        '207-555-0164',
        '7am to 2pm daily',
        'a donut bakery and cafe, 25 staff',
      ],
      yields: { name: 'The Holy Donut', address: '194 Park Ave, Portland ME 04102', category: 'cafe' },
    },
  ],
  [
    'a suite number inside the address',
    {
      says: [
        "We're Cong Tu Bot",
        '57 Washington Ave Suite 2B, Portland, ME 04101',
        '207-555-0165',
        '5pm to 10pm',
        'vietnamese restaurant, 10 staff',
      ],
      yields: { name: 'Cong Tu Bot', address: '57 Washington Ave Suite 2B, Portland, ME 04101' },
    },
  ],
  [
    'a unit number after a comma and a ZIP+4',
    {
      says: [
        'hello, this is Belleville',
        '1 Industry Rd, Unit 4, South Portland, ME 04106-1234',
        '207-555-0166',
        '7am to 3pm',
        'bakery with 6 staff',
      ],
      yields: { name: 'Belleville', address: '1 Industry Rd, Unit 4, South Portland, ME 04106-1234' },
    },
  ],
  [
    'an address of a town not on the list, with its state and ZIP',
    {
      says: [
        'We are Anju Noodle Bar',
        '7 Wallingford Sq, Kittery, ME 03904',
        '207-555-0167',
        '5pm to 9pm',
        'noodle bar, 9 staff',
      ],
      yields: { name: 'Anju Noodle Bar', address: '7 Wallingford Sq, Kittery, ME 03904' },
    },
  ],
  [
    'a street type twice, as "Wharf St" has it',
    {
      says: [
        'Fore Point Pier Cafe',
        '2 Custom House Wharf St, Portland ME 04101',
        '207-555-0168',
        '6am to 2pm',
        'a cafe, 5 staff',
      ],
      yields: { name: 'Fore Point Pier Cafe', address: '2 Custom House Wharf St, Portland ME 04101' },
    },
  ],
  [
    'hi then "we\'re" and the whole address in one',
    {
      says: [
        "hi! we're Oxbow Blending Room at 49 Washington Ave, Portland, ME 04101",
        '207-555-0169',
        '12pm to 10pm',
        'a taproom, 14 staff',
      ],
      yields: {
        name: 'Oxbow Blending Room',
        address: '49 Washington Ave, Portland, ME 04101',
        category: 'bar',
      },
    },
  ],
  [
    'a typo in the street type word',
    {
      says: [
        'We are Tiqa',
        '327 Commercial Street Portland ME 04101',
        '207-555-0171',
        '11am to 10pm',
        'mediterranean restaurant with 30 staff',
      ],
      yields: { name: 'Tiqa', address: '327 Commercial Street Portland ME 04101' },
    },
  ],
  [
    'the name after the address in one message',
    {
      says: [
        '24 Preble St, Portland, ME 04101 - we are Other Side Diner',
        '207-555-0172',
        '7am to 2pm',
        'a diner, 11 staff',
      ],
      yields: {
        name: 'Other Side Diner',
        address: '24 Preble St, Portland, ME 04101',
        category: 'restaurant',
      },
    },
  ],
  [
    'all lower case with "i own" and a zip',
    {
      says: [
        'i own bayside bowl',
        '58 alder st portland me 04101',
        '207 555 0173',
        '4pm to 1am',
        'bowling alley and bar, 40 staff',
      ],
      yields: { name: 'Bayside Bowl', address: '58 alder st portland me 04101', category: 'bar' },
    },
  ],
  [
    '"this is" and "The" together',
    {
      says: [
        'this is The Thirsty Pig',
        '37 Exchange St, Portland, ME 04101',
        '207-555-0174',
        '11am to 1am',
        'sausage bar, 12 staff',
      ],
      yields: { name: 'The Thirsty Pig', address: '37 Exchange St, Portland, ME 04101', category: 'bar' },
    },
  ],
  [
    'a greeting, "we are" and the phone in one answer',
    {
      says: [
        'Hey there, we are Hot Suppa, 207-555-0175',
        '703 Congress St, Portland ME 04102',
        '7am to 2pm',
        'a breakfast restaurant, 18 staff',
      ],
      yields: { name: 'Hot Suppa', phone: '+12075550175', address: '703 Congress St, Portland ME 04102' },
    },
  ],
  [
    'an avenue spelt out with a city and state',
    {
      says: [
        'We are Nura',
        '100 Forest Avenue, Westbrook, Maine 04092',
        '207-555-0176',
        '5pm to 11pm',
        'cocktail bar, 7 staff',
      ],
      yields: { name: 'Nura', address: '100 Forest Avenue, Westbrook, Maine 04092', category: 'bar' },
    },
  ],
  [
    'a "#" suite and the city in lower case',
    {
      says: [
        'Hi, this is Solo Italiano',
        '100 commercial st #3, portland me 04101',
        '207-555-0177',
        '5pm to 10pm',
        'italian restaurant, 22 staff',
      ],
      yields: { name: 'Solo Italiano', address: '100 commercial st #3, portland me 04101' },
    },
  ],
  [
    'a name after the address in a later sentence with "it\'s called"',
    {
      says: [
        'We are at 211 Fore St, Portland ME 04101. It is called Street and Co',
        '207-555-0178',
        '5pm to 10pm',
        'a seafood restaurant, 16 staff',
      ],
      yields: { name: 'Street and Co', address: '211 Fore St, Portland ME 04101' },
    },
  ],
  [
    'a typo in the greeting before "we are"',
    {
      says: [
        "helo, we are Luke's Lobster",
        '60 Portland Pier, Portland, ME 04101',
        '207-555-0179',
        '11am to 8pm',
        'lobster shack restaurant, 9 staff',
      ],
      yields: { name: "Luke's Lobster", address: '60 Portland Pier, Portland, ME 04101' },
    },
  ],
  [
    'a road address with the ZIP and no comma',
    {
      says: [
        'We run Maine Craft Distilling',
        '123 Washington Ave Portland ME 04101',
        '207-555-0180',
        '12pm to 8pm',
        'a distillery bar, 10 staff',
      ],
      yields: { name: 'Maine Craft Distilling', address: '123 Washington Ave Portland ME 04101' },
    },
  ],
  [
    'a drive with a Scarborough address and a name after it',
    {
      says: [
        'at 400 Payne Rd Scarborough ME 04074 we are Spurwink Grill',
        '207-555-0181',
        '11am to 9pm',
        'a grill with 19 staff',
      ],
      yields: {
        name: 'Spurwink Grill',
        address: '400 Payne Rd Scarborough ME 04074',
        category: 'restaurant',
      },
    },
  ],
];

type Stored = Record<string, unknown>;

// Which fact each of the assistant's questions asks for.
const ASKS_FOR: [RegExp, string][] = [
  [/name of your business/, 'name'],
  [/street address/, 'address'],
  [/phone number/, 'phone'],
  [/opening hours/, 'description'],
];

/**
 * Replays the conversation as the service runs it and checks, after every message, that the next
 * question never asks for a fact the conversation has already given.
 */
async function replay(says: string[]): Promise<{ extracted: Stored; last: string }> {
  const provider = new RulesProvider();
  const chat = { type: 'business_onboarding' as const, turns: [] as ChatTurn[] };
  chat.turns.push({ role: 'assistant', content: (await provider.reply(chat)).content });
  for (const message of says) {
    chat.turns.push({ role: 'user', content: message });
    const question = (await provider.reply(chat)).content;
    const known = await provider.extract(chat);
    const asked = ASKS_FOR.find(([words]) => words.test(question))?.[1];
    if (asked === 'description') expect(String(known.description ?? ''), question).not.toContain('Hours:');
    else if (asked) expect(known[asked], `asked again after "${message}"`).toBeUndefined();
    chat.turns.push({ role: 'assistant', content: question });
  }
  return { extracted: await provider.extract(chat), last: chat.turns.at(-1)?.content ?? '' };
}

describe('the rules assistant reads owners as they talk', () => {
  it.each(CASES)('%s', async (_, { says, yields, stillAsks }) => {
    const { extracted, last } = await replay(says);
    expect(extracted).toMatchObject(yields);
    if (stillAsks) expect(last).toMatch(stillAsks);
    else {
      expect(last).toMatch(/everything I need/);
      expect(ZCreateBusinessRequest.safeParse(extracted).success).toBe(true);
    }
  });

  it('holds at least fifty-five conversations', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(55);
  });

  it('marks for the owner what it may have misheard, and nothing it read whole', async () => {
    const { extracted } = await replay([
      'Hi! We are Sol Cantina, a small Mexican bar and kitchen at 40 Wharf St, Portland ME 04101. We have 12 staff.',
    ]);
    expect(scoreExtraction('business_onboarding', 'rules', extracted).doubtful_fields).toEqual([]);
    const misread = { name: 'We are Sol Cantina', address: '40 Wharf' };
    expect(scoreExtraction('business_onboarding', 'rules', misread).doubtful_fields).toEqual([
      'name',
      'address',
    ]);
  });
});
