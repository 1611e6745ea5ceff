import {
  BASE_PAY_FALLBACK,
  blocksToSchedule,
  type Day,
  DEFAULT_JOB_STATUS,
  DEFAULT_START_AVAILABILITY,
  defaultExpiry,
  deriveJobFields,
  ESTIMATED_TIPS,
  groupShifts,
  type JobStatus,
  MIN_SHIFTS_PER_WEEK,
  type RequiredCertificateKind,
  type RoleType,
  roleTypeFromTitle,
  type StartAvailability,
  TIPPED_BASE_PAY,
  type TipStructure,
  type TJob,
  type TJobPayloadInput,
  type WorkLanguage,
} from '@perks/contract';
import { fromLocalInput, toLocalInput } from './local-datetime';

/** A shift block as the schedule builder holds it: several days sharing one start and end. */
export interface ShiftBlockValue {
  id: string;
  days: Day[];
  startTime: string;
  endTime: string;
}

export interface PickedBusiness {
  id: string;
  name: string;
}

/** Everything the job form edits. Derived values (employment type, hours) are not here. */
export interface JobFormValues {
  title: string;
  /** The role the poster picked; null while it follows the title (docs/decisions/018-job-role-types.md). */
  role_type: RoleType | null;
  business: PickedBusiness | null;
  location: string;
  is_tipped_role: boolean;
  /** NaN while the number box holds something that is not a number. */
  base_hourly_pay: number;
  estimated_tips_hourly: number;
  tip_structure: TipStructure;
  tip_pool_description: string;
  minimum_shifts_per_week: number;
  start_availability: StartAvailability;
  shifts: ShiftBlockValue[];
  /** The workplace highlights text. */
  description: string;
  benefits: string[];
  /** 'Languages spoken at work' (optional). */
  languages: WorkLanguage[];
  /** Certificates a hire must hold (optional, decision 097). */
  required_certificates: RequiredCertificateKind[];
  contact_email: string;
  contact_name: string;
  contact_phone: string;
  status: JobStatus;
  /** datetime-local values; empty posted_at means now. */
  posted_at: string;
  expires_at: string;
}

let blockSeq = 0;
/** A key for a shift block in the builder's list (never sent to the server). */
export function newBlockId(): string {
  blockSeq += 1;
  return `block-${Date.now().toString(36)}-${blockSeq}`;
}

/** A new posting: tipped at $15 + $8 tips, starting immediately, posted now, expiring in 30 days. */
export function emptyJobForm(now: Date = new Date()): JobFormValues {
  return {
    title: '',
    role_type: null,
    business: null,
    location: '',
    is_tipped_role: true,
    base_hourly_pay: TIPPED_BASE_PAY.default,
    estimated_tips_hourly: ESTIMATED_TIPS.default,
    tip_structure: 'individual',
    tip_pool_description: '',
    minimum_shifts_per_week: MIN_SHIFTS_PER_WEEK.default,
    start_availability: DEFAULT_START_AVAILABILITY,
    shifts: [],
    description: '',
    benefits: [],
    languages: [],
    required_certificates: [],
    contact_email: '',
    contact_name: '',
    contact_phone: '',
    status: DEFAULT_JOB_STATUS,
    posted_at: toLocalInput(now),
    expires_at: toLocalInput(defaultExpiry(now)),
  };
}

/** The form filled from a saved job, for editing. Days sharing a shift become one block again. */
export function jobToForm(job: TJob): JobFormValues {
  const empty = emptyJobForm();
  return {
    title: job.title,
    // A saved role the title would give anyway keeps following the title; another was picked.
    role_type: job.role_type === roleTypeFromTitle(job.title) ? null : job.role_type,
    business: job.business_id ? { id: job.business_id, name: job.business?.name ?? job.company } : null,
    location: job.location,
    is_tipped_role: job.is_tipped_role,
    base_hourly_pay:
      job.base_hourly_pay ?? (job.is_tipped_role ? TIPPED_BASE_PAY.default : BASE_PAY_FALLBACK),
    estimated_tips_hourly: job.estimated_tips_hourly ?? ESTIMATED_TIPS.default,
    tip_structure: job.tip_structure ?? empty.tip_structure,
    tip_pool_description: job.tip_pool_description ?? '',
    minimum_shifts_per_week: job.minimum_shifts_per_week ?? MIN_SHIFTS_PER_WEEK.default,
    start_availability: job.start_availability ?? DEFAULT_START_AVAILABILITY,
    shifts: groupShifts(job.schedule_data).map((group) => ({ id: newBlockId(), ...group })),
    description: job.description,
    benefits: [...job.benefits],
    languages: [...job.languages],
    required_certificates: [...(job.required_certificates ?? [])],
    contact_email: job.contact_email,
    contact_name: job.contact_name ?? '',
    contact_phone: job.contact_phone ?? '',
    status: job.status,
    posted_at: toLocalInput(job.posted_at),
    expires_at: toLocalInput(job.expires_at),
  };
}

const blankToUndefined = (text: string) => (text.trim() ? text.trim() : undefined);

/**
 * The create/update payload (docs/product.md, "Posting a job"). Derived values come from the
 * contract's rules, the same ones the server applies; contact name and phone are sent only when
 * filled; a base pay that is not a number falls back to $15.
 */
export function formToPayload(values: JobFormValues, now: Date = new Date()): TJobPayloadInput {
  const tipped = values.is_tipped_role;
  const derived = deriveJobFields({
    title: values.title,
    schedule: values.shifts,
    role_type: values.role_type,
  });
  const postedAt = fromLocalInput(values.posted_at) ?? now;
  const expiresAt = fromLocalInput(values.expires_at);
  const contactName = blankToUndefined(values.contact_name);
  const contactPhone = blankToUndefined(values.contact_phone);
  return {
    title: values.title,
    business_id: values.business?.id ?? '',
    ...(values.business ? { company: values.business.name } : {}),
    location: values.location,
    ...derived,
    description: values.description,
    requirements: [],
    benefits: values.benefits,
    languages: values.languages,
    required_certificates: values.required_certificates,
    basic_requirements: [],
    is_tipped_role: tipped,
    base_hourly_pay: Number.isFinite(values.base_hourly_pay) ? values.base_hourly_pay : BASE_PAY_FALLBACK,
    ...(tipped
      ? {
          estimated_tips_hourly: values.estimated_tips_hourly,
          tip_structure: values.tip_structure,
          tip_pool_description:
            values.tip_structure === 'individual' ? undefined : values.tip_pool_description,
        }
      : {}),
    schedule_data: blocksToSchedule(values.shifts),
    minimum_shifts_per_week: values.minimum_shifts_per_week,
    start_availability: values.start_availability,
    contact_email: values.contact_email,
    ...(contactName ? { contact_name: contactName } : {}),
    ...(contactPhone ? { contact_phone: contactPhone } : {}),
    status: values.status,
    posted_at: postedAt.toISOString(),
    // A cleared expiry means the posting stays up until it is closed.
    expires_at: expiresAt ? expiresAt.toISOString() : null,
  };
}
