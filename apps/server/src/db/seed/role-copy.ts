import { formatUsd, type RoleType } from '@perks/contract';
import type { JobRow } from '../schema/index.ts';

/**
 * The kind of demo job: a role type, or kitchen support (dish, prep, baking), which reads
 * differently from cooking but is filed under the same kitchen role
 * (docs/decisions/018-job-role-types.md).
 */
export type JobKind = RoleType | 'kitchen';

export function roleTypeOf(kind: JobKind): RoleType {
  return kind === 'kitchen' ? 'cook' : kind;
}

interface RoleCopy {
  /** One paragraph on the day-to-day, shown under "The role". */
  blurb: string;
  requirements: string[];
  basic: string[];
}

// Posting copy per kind of job, so the demo reads like real listings without 50 hand-written ones.
export const ROLE_COPY: Record<JobKind, RoleCopy> = {
  server: {
    blurb:
      'Run a section of four to six tables, know the menu cold and keep the pace friendly on a busy night.',
    requirements: ['1 year of table service', 'Comfortable with a POS and handhelds'],
    basic: ['Able to stand for a full shift', 'Weekend availability'],
  },
  bartender: {
    blurb: 'Own the bar: classic and house cocktails, draft and wine service, and a rail that stays clean.',
    requirements: ['2 years behind a high-volume bar', 'Knows the classics without a recipe card'],
    basic: ['Must be 21 or older', 'Late-night availability'],
  },
  cook: {
    blurb: 'Work a station through service, keep your mise tight and help close the line clean.',
    requirements: ['1 year on a line', 'ServSafe Food Handler (or get it in your first month)'],
    basic: ['Able to lift 40 lb', 'Comfortable in a hot kitchen'],
  },
  kitchen: {
    blurb: 'Keep the kitchen moving: prep, dish and the hundred small jobs that make a service work.',
    requirements: ['No experience needed; we train'],
    basic: ['Able to lift 40 lb', 'On time, every time'],
  },
  management: {
    blurb: 'Lead the team on the floor and off it: scheduling, ordering, training and the numbers.',
    requirements: ['2+ years supervising in hospitality', 'Inventory and scheduling experience'],
    basic: ['Open availability', 'ServSafe Manager certification'],
  },
  host: {
    blurb: 'Be the first hello: manage the book and the waitlist and set the tone at the door.',
    requirements: ['Warm with guests, calm with a waitlist'],
    basic: ['Weekend availability'],
  },
  other: {
    blurb: 'Support the team wherever the shift needs you; we will train you on everything.',
    requirements: ['Reliable and quick to learn'],
    basic: ['Weekend availability'],
  },
};

const TIP_LABEL = {
  pooled: 'pooled across the team',
  individual: 'you keep your own',
  other: 'see how tips work below',
} as const;

/** The posting body: **bold** headings and line breaks, as the job page renders them. */
export function jobDescription(input: {
  businessName: string;
  businessDescription: string;
  role: JobKind;
  base: number;
  tips: number | null;
  tipStructure: JobRow['tip_structure'];
  tipNote?: string;
}): string {
  const pay =
    input.tips === null
      ? `**${formatUsd(input.base)}/hr**, no tips.`
      : `**${formatUsd(input.base)}/hr** base plus about **${formatUsd(input.tips)}/hr in tips** (${TIP_LABEL[input.tipStructure ?? 'other']}).`;
  const lines = [
    `**About ${input.businessName}**`,
    input.businessDescription,
    '',
    '**The role**',
    ROLE_COPY[input.role].blurb,
    '',
    '**Pay**',
    pay,
  ];
  if (input.tipNote) lines.push(input.tipNote);
  return lines.join('\n');
}
