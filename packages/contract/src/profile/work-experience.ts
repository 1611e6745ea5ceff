import { inEnglish, type Translate } from '../i18n/translate.ts';
/**
 * Work experience on a member's profile (docs/product.md, "Profiles and work experience"): the
 * limits, the words of every rule and toast, and the employment types. Plain values without zod,
 * so screens can read them without loading the schemas.
 */

export const WORK_EXPERIENCE_TYPES = [
  'part-time',
  'full-time',
  'contract',
  'seasonal',
  'internship',
] as const;
export type WorkExperienceType = (typeof WORK_EXPERIENCE_TYPES)[number];
export const DEFAULT_WORK_EXPERIENCE_TYPE: WorkExperienceType = 'part-time';

export const WORK_EXPERIENCE_TYPE_LABELS: Record<WorkExperienceType, string> = {
  'part-time': 'Part-time',
  'full-time': 'Full-time',
  contract: 'Contract',
  seasonal: 'Seasonal',
  internship: 'Internship',
};

export const WORK_EXPERIENCE_LIMITS = {
  textMaxLength: 255,
  descriptionMaxLength: 1000,
  wageMax: 999.99,
  /** Entries one person may keep: a career's worth, and a bound on what one account can store. */
  entriesPerPerson: 50,
} as const;

export const WORK_EXPERIENCE_MESSAGES = {
  companyRequired: 'Company name is required',
  companyTooLong: 'Company name too long',
  positionRequired: 'Position title is required',
  positionTooLong: 'Position title too long',
  locationTooLong: 'Location too long',
  startRequired: 'Start date is required',
  dateInvalid: 'Must be a calendar date (YYYY-MM-DD)',
  endBeforeStart: 'End date must be after start date',
  endWhileCurrent: 'A current job has no end date',
  wageNegative: 'Wage must be positive',
  wageTooHigh: 'Wage too high',
  wageNotNumber: 'Wage must be a number',
  descriptionTooLong: `Description too long (max ${WORK_EXPERIENCE_LIMITS.descriptionMaxLength} characters)`,
  tooMany: `A profile can hold at most ${WORK_EXPERIENCE_LIMITS.entriesPerPerson} jobs`,
  notFound: 'Work experience not found',
  notYours: 'Only the profile owner can change this work experience',
  unsavedChanges: 'You have unsaved changes. Are you sure you want to cancel?',
  deleteConfirm: (company: string, t: Translate = inEnglish) =>
    t('Are you sure you want to delete your experience at {company}?', { company }),
} as const;

/** Toasts of the form and the timeline: a title and a description each. */
export const WORK_EXPERIENCE_TOASTS = {
  added: (company: string) => ({
    title: 'Experience added',
    description: `Added your experience at ${company}`,
  }),
  updated: (company: string) => ({
    title: 'Experience updated',
    description: `Updated your experience at ${company}`,
  }),
  deleted: { title: 'Experience deleted', description: 'Work experience has been removed' },
  saveFailed: { title: 'Error', description: 'Failed to save work experience. Please try again.' },
  deleteFailed: { title: 'Error', description: 'Failed to delete work experience. Please try again.' },
  invalidDates: { title: 'Invalid dates', description: WORK_EXPERIENCE_MESSAGES.endBeforeStart },
  submissionError: { title: 'Submission error', description: 'Please check your input and try again' },
} as const;
