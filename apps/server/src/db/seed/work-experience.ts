import type { WorkExperienceRow } from '../schema/index.ts';
import { monthsAgoDate } from './time.ts';

type Entry = Pick<
  WorkExperienceRow,
  'company_name' | 'position_title' | 'location' | 'employment_type' | 'hourly_wage' | 'description'
> & {
  /** Months before now; `to` absent means it is the current job. */
  from: number;
  to?: number;
};

/** Work histories of the demo workers, by phone. Past employers are invented too. */
const HISTORIES: Record<string, Entry[]> = {
  '+12075550103': [
    {
      company_name: 'Salt Pier Kitchen',
      position_title: 'Server',
      location: 'Portland, ME',
      employment_type: 'part-time',
      hourly_wage: 8,
      description:
        'Four dinner shifts a week on a 90-seat floor; trained two new servers on the raw bar menu.',
      from: 14,
    },
    {
      company_name: 'Ocean Avenue Grill',
      position_title: 'Host',
      location: 'South Portland, ME',
      employment_type: 'seasonal',
      hourly_wage: 15.5,
      description: 'Ran the waitlist and the door through two summer seasons.',
      from: 30,
      to: 15,
    },
    {
      company_name: 'Sebago Lake Day Camp',
      position_title: 'Kitchen Assistant',
      location: 'Standish, ME',
      employment_type: 'internship',
      hourly_wage: 13,
      description: null,
      from: 40,
      to: 36,
    },
  ],
  '+12075550120': [
    {
      company_name: 'Salt Pier Kitchen',
      position_title: 'Line Cook',
      location: 'Portland, ME',
      employment_type: 'full-time',
      hourly_wage: 22,
      description: 'Sauté and fry stations; closing cook on weekends.',
      from: 10,
    },
    {
      company_name: 'Deering Center Cafe',
      position_title: 'Prep Cook',
      location: 'Portland, ME',
      employment_type: 'part-time',
      hourly_wage: 17,
      description: 'Morning prep for a 60-cover brunch.',
      from: 26,
      to: 10,
    },
  ],
  '+12075550121': [
    {
      company_name: 'Tidewater Oyster Bar',
      position_title: 'Bartender',
      location: 'Portland, ME',
      employment_type: 'full-time',
      hourly_wage: 8.5,
      description: 'Lead bartender on the late shift; built the winter menu.',
      from: 8,
    },
    {
      company_name: 'Island Ferry Snack Bar',
      position_title: 'Bar Attendant',
      location: 'Peaks Island, ME',
      employment_type: 'contract',
      hourly_wage: 16,
      description: 'Summer contract pouring for the evening ferry runs.',
      from: 20,
      to: 16,
    },
  ],
  '+12075550122': [
    {
      company_name: 'Congress Street Taproom',
      position_title: 'Barback',
      location: 'Portland, ME',
      employment_type: 'part-time',
      hourly_wage: 15.5,
      description: null,
      from: 4,
    },
  ],
  '+12075550123': [
    {
      company_name: 'Exchange Street Espresso',
      position_title: 'Barista',
      location: 'Portland, ME',
      employment_type: 'part-time',
      hourly_wage: 16,
      description: 'Opening shifts and weekend bar.',
      from: 3,
    },
    {
      company_name: 'Westbrook Public Library Cafe',
      position_title: 'Counter Staff',
      location: 'Westbrook, ME',
      employment_type: 'part-time',
      hourly_wage: 14.65,
      description: null,
      from: 15,
      to: 4,
    },
  ],
  '+12075550124': [
    {
      company_name: 'Harbor Lantern Hotel',
      position_title: 'Front Desk Agent',
      location: 'Portland, ME',
      employment_type: 'full-time',
      hourly_wage: 19,
      description: 'Check-ins, group blocks and the night handover.',
      from: 1,
    },
  ],
};

/** Rows for work_experiences, given the ids the seed assigned to each phone. */
export function workExperienceRows(now: Date, userIdByPhone: Map<string, string>) {
  return Object.entries(HISTORIES).flatMap(([phone, entries]) => {
    const user_id = userIdByPhone.get(phone);
    if (!user_id) throw new Error(`Work history for unknown demo phone ${phone}`);
    return entries.map(({ from, to, ...entry }) => ({
      ...entry,
      user_id,
      start_date: monthsAgoDate(now, from),
      end_date: to === undefined ? null : monthsAgoDate(now, to, 15),
      is_current: to === undefined,
    }));
  });
}
