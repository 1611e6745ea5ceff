/**
 * An application's pipeline (docs/decisions/054-applications.md): an employer moves it between the
 * six pipeline statuses in any order; the applicant may withdraw it, which is final.
 *
 * The lists and their labels, without their schemas (application-status.ts): a public job page
 * shows 'Applied · Interview' from these and must not download the schema library for it.
 */
export const PIPELINE_STATUSES = ['new', 'reviewed', 'interview', 'offer', 'hired', 'not_selected'] as const;
export const APPLICATION_STATUSES = [...PIPELINE_STATUSES, 'withdrawn'] as const;
export type TApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The statuses an employer may move an applicant to (not back to 'new', never 'withdrawn'). */
export const EMPLOYER_STATUSES = ['reviewed', 'interview', 'offer', 'hired', 'not_selected'] as const;
export type TEmployerStatus = (typeof EMPLOYER_STATUSES)[number];

export const APPLICATION_STATUS_LABELS: Record<TApplicationStatus, string> = {
  new: 'New',
  reviewed: 'Reviewed',
  interview: 'Interview',
  offer: 'Offer',
  hired: 'Hired',
  not_selected: 'Not selected',
  withdrawn: 'Withdrawn',
};

/** Changes the applicant hears about by SMS when they opted in (the list). */
export const NOTIFIED_STATUSES: readonly TApplicationStatus[] = [
  'interview',
  'offer',
  'hired',
  'not_selected',
];

export function isNotifiedStatus(status: TApplicationStatus): boolean {
  return NOTIFIED_STATUSES.includes(status);
}
