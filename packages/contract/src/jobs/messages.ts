/**
 * The job form's words (docs/product.md, "Posting a job"). Field messages come back from the
 * payload schema; the toasts are shown by the web around a save.
 */
export const JOB_FORM_MESSAGES = {
  titleRequired: 'Job title is required',
  locationRequired: 'Location is required',
  businessRequired: 'Please select a business',
  highlightsRequired: "Tell workers why they'd want to work here",
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  scheduleRequired: 'Please add at least one shift block',
  shiftTimesEqual: 'End time must differ from start time',
  expiryBeforePosting: 'Expiry must be after the posting date',
  /** POSTED_AT_GRACE_DAYS in words (decision 053). */
  postedAtTooEarly: 'The posting date cannot be more than 1 day before the job was first saved',
  /** An owner or manager sent a status only an admin may set (decision 053). */
  statusForModerators:
    'Only an administrator can approve, hold back or reopen a job; you can close your own.',
} as const;

/** What a job read answers when there is no such job (or it is not the caller's to see). */
export const JOB_NOT_FOUND = 'Job not found';
export const BUSINESS_NOT_FOUND = 'Business not found';
/** A member's new business waits for an admin (decision 030); its jobs wait with it. */
export const BUSINESS_AWAITING_REVIEW =
  'This business is waiting for an administrator to approve it. You can post its jobs once it is live.';
/**
 * Draft jobs a business waiting for review may hold: its owner prepares them, and they go live
 * when an admin approves the business (decision 063).
 */
export const DRAFT_JOBS_PER_PENDING_BUSINESS = 10;
export const DRAFT_JOBS_FULL =
  'A business waiting for review can hold 10 draft jobs. You can post more once it is approved.';

export const JOB_FORM_TOASTS = {
  businessRequired: { title: 'Business Required', description: 'Please select a business to post for' },
  scheduleRequired: { title: 'Schedule Required', description: 'Please add at least one shift block' },
  missingShiftInformation: { title: 'Missing Information' },
  shiftAdded: { title: 'Shift Added', description: 'Shift block has been added to your schedule' },
  // The description says where the new job stands: postedJobDescription (job-posting/posting-state.ts).
  posted: { title: 'Job Posted Successfully!' },
  updated: { title: 'Job Updated Successfully!', description: 'Your job has been updated' },
  postFailed: { title: 'Error', description: 'Failed to post job. Please try again.' },
  updateFailed: { title: 'Error', description: 'Failed to update job. Please try again.' },
} as const;
