/**
 * The job board's fixed vocabularies. Each list is the single source for the zod enum
 * (enums.schema.ts), the TypeScript union and the label a screen shows, so a value can't exist in
 * one place only.
 */

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'temporary'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
};

// The role types (docs/product.md, "The job board"). One kitchen role for cooks and kitchen staff
// alike: see docs/decisions/018-job-role-types.md.
export const ROLE_TYPES = ['server', 'bartender', 'cook', 'management', 'host', 'other'] as const;
export type RoleType = (typeof ROLE_TYPES)[number];
export const ROLE_TYPE_LABELS: Record<RoleType, string> = {
  server: 'Server',
  bartender: 'Bartender',
  cook: 'Kitchen / Cook',
  management: 'Management',
  host: 'Host',
  other: 'Other',
};

export const TIP_STRUCTURES = ['individual', 'pooled', 'other'] as const;
export type TipStructure = (typeof TIP_STRUCTURES)[number];
export const TIP_STRUCTURE_LABELS: Record<TipStructure, string> = {
  individual: 'Keep your own tips',
  pooled: 'Tip pooling',
  other: 'Other tip arrangement',
};

export const JOB_STATUSES = ['pending', 'approved', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  closed: 'Closed',
};

// Stored and shown as written: these are the option labels themselves.
export const START_AVAILABILITY = ['Immediately', 'Within 1 week', 'Within 2 weeks', 'Flexible'] as const;
export type StartAvailability = (typeof START_AVAILABILITY)[number];

// Week order as the schedule shows it; grouping and sorting rely on this order.
export const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Day = (typeof DAYS)[number];
export const DAY_LABELS: Record<Day, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
export const DAY_SHORT_LABELS: Record<Day, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};
