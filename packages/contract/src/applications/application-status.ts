import { z } from 'zod';

/**
 * An application's pipeline (docs/decisions/054-applications.md): an employer moves it between the
 * six pipeline statuses in any order; the applicant may withdraw it, which is final.
 */
export const PIPELINE_STATUSES = ['new', 'reviewed', 'interview', 'offer', 'hired', 'not_selected'] as const;
export const APPLICATION_STATUSES = [...PIPELINE_STATUSES, 'withdrawn'] as const;

export const ZApplicationStatus = z.enum(APPLICATION_STATUSES, {
  error: `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
});
export type TApplicationStatus = z.infer<typeof ZApplicationStatus>;

/** The statuses an employer may move an applicant to (not back to 'new', never 'withdrawn'). */
export const EMPLOYER_STATUSES = ['reviewed', 'interview', 'offer', 'hired', 'not_selected'] as const;
export const ZEmployerStatus = z.enum(EMPLOYER_STATUSES, {
  error: `status must be one of ${EMPLOYER_STATUSES.join(', ')}`,
});
export type TEmployerStatus = z.infer<typeof ZEmployerStatus>;

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
