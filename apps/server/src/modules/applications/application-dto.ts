import type { TApplicant, TApplicantCertificate, TMyApplication } from '@perks/contract';
import type { ApplicationWithState, StepRow } from './applications.repository.ts';

/** Steps by application id, in the order they were read (oldest first). */
export function stepsByApplication(steps: StepRow[]): Map<string, StepRow[]> {
  const grouped = new Map<string, StepRow[]>();
  for (const step of steps) {
    const list = grouped.get(step.application_id) ?? [];
    list.push(step);
    grouped.set(step.application_id, list);
  }
  return grouped;
}

/** An application as its applicant reads it: each step's time, never who made it. */
export function toMyApplication(row: ApplicationWithState, steps: StepRow[] = []): TMyApplication {
  return {
    id: row.id,
    job_id: row.job_id,
    job_title: row.job_title,
    business_id: row.business_id,
    business_name: row.business_name,
    job_state: row.job_state,
    status: row.status,
    status_changed_at: row.status_changed_at.toISOString(),
    applied_at: row.created_at.toISOString(),
    note: row.note,
    availability: row.availability,
    sms_updates: row.sms_updates,
    decline_message: row.decline_message,
    history: steps.map((step) => ({ status: step.status, changed_at: step.changed_at.toISOString() })),
    screening: row.screening,
  };
}

/**
 * Who made a step, as the employer reads it. The applicant's own steps ('new', 'withdrawn') have
 * no user; an employer's step without one is from an account deleted since.
 */
function changerName(step: StepRow): string {
  if (step.status === 'new' || step.status === 'withdrawn') return 'Applicant';
  if (!step.changed_by) return 'Former staff member';
  const name = [step.changer_first_name, step.changer_last_name].filter((part) => part?.trim()).join(' ');
  return name || 'Staff member';
}

/**
 * An applicant as the business reads them. Contact details only while the application stands: a
 * withdrawn applicant is no longer reachable through it.
 */
export function toApplicant(
  row: ApplicationWithState,
  steps: StepRow[],
  contact: { phone: string; email: string | null } | undefined,
  certificates: TApplicantCertificate[] = [],
): TApplicant {
  return {
    id: row.id,
    status: row.status,
    applied_at: row.created_at.toISOString(),
    status_changed_at: row.status_changed_at.toISOString(),
    is_unread: row.read_at === null && row.status !== 'withdrawn',
    profile: row.profile,
    note: row.note,
    availability: row.availability,
    contact: row.status === 'withdrawn' || !contact ? null : contact,
    sms_updates: row.sms_updates,
    decline_message: row.decline_message,
    history: steps.map((step) => ({
      status: step.status,
      changed_at: step.changed_at.toISOString(),
      changed_by: changerName(step),
    })),
    screening: row.screening,
    meets_all: row.screening.every((answer) => answer.meets),
    certificates,
  };
}
