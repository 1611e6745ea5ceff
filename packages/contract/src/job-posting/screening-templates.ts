import type { TScreeningKind } from './screening-questions.ts';

export interface ScreeningTemplate {
  /** An identifier, not words. */
  id: string;
  kind: TScreeningKind;
  text: string;
  options: readonly string[];
  /** 'yes', 'no', one of the options, or null. */
  needed: string | null;
}

/**
 * The questions hospitality jobs ask most, offered in the owner's language (the catalogs hold each
 * text); the owner's choice is saved in the words they see and can still be edited.
 */
export const SCREENING_TEMPLATES: readonly ScreeningTemplate[] = [
  { id: 'age-18', kind: 'yes_no', text: 'Are you 18 or older?', options: [], needed: 'yes' },
  { id: 'age-21', kind: 'yes_no', text: 'Are you 21 or older?', options: [], needed: 'yes' },
  { id: 'weekends', kind: 'yes_no', text: 'Can you work weekends?', options: [], needed: 'yes' },
  { id: 'late-nights', kind: 'yes_no', text: 'Can you work late nights?', options: [], needed: null },
  {
    id: 'transport',
    kind: 'yes_no',
    text: 'Do you have reliable transportation to work?',
    options: [],
    needed: null,
  },
  {
    id: 'years',
    kind: 'number',
    text: 'How many years of experience do you have in this role?',
    options: [],
    needed: null,
  },
  {
    id: 'start',
    kind: 'choice',
    text: 'When can you start?',
    options: ['Right away', 'Within 2 weeks', 'In a month or more'],
    needed: null,
  },
  { id: 'why', kind: 'short_text', text: 'Why would you like to work here?', options: [], needed: null },
];
