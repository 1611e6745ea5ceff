import { createHash } from 'node:crypto';
import {
  BUSINESS_AWAITING_REVIEW,
  BUSINESS_NOT_FOUND,
  DEFAULT_JOB_STATUS,
  DRAFT_JOBS_FULL,
  DRAFT_JOBS_PER_PENDING_BUSINESS,
  defaultExpiry,
  deriveJobFields,
  JOB_FORM_MESSAGES,
  JOB_NOT_FOUND,
  type PostingContext,
  postingProblems,
  type TJob,
  type TJobPayload,
} from '@perks/contract';
import { lockBudgetKeys } from '../../db/budget-lock.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { ScheduleShift } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertCanManageBusiness } from '../../plugins/business-access.ts';
import { type Answer, created, type Envelope } from '../../routing/reply.ts';
import { changedFields, recordAuditBy } from '../audit/index.ts';
import { claimKey, storeAnswer } from './idempotency.repository.ts';
import {
  countDrafts,
  findAnyJob,
  insertJob,
  type JobWrite,
  type LockedJob,
  lockJob,
  postingBusiness,
  updateJob,
} from './job-posting.repository.ts';

export interface Actor {
  id: string;
  /** An admin may set any status; an owner or manager keeps it or closes the job (decision 053). */
  is_admin?: boolean;
}

/** The fields an audit entry of a job write compares. */
const AUDITED_JOB_FIELDS = [
  'title',
  'business_id',
  'status',
  'employment_type',
  'base_hourly_pay',
  'estimated_tips_hourly',
  'is_tipped_role',
  'posted_at',
  'expires_at',
] as const satisfies readonly (keyof TJob)[];

/**
 * Records a job write in the same transaction, whoever made it: an admin's (decision 040) and, since
 * decision 053, an owner's or manager's too, so the trail shows who put a job where it is.
 */
export async function auditJobWrite(
  tx: Tx,
  actor: Actor,
  action: 'job.create' | 'job.update' | 'job.status' | 'job.delete',
  id: string,
  before: TJob | null,
  after: TJob | null,
): Promise<void> {
  const changes = changedFields<TJob>(before, after, AUDITED_JOB_FIELDS);
  if (action === 'job.update' && Object.keys(changes).length === 0) return;
  await recordAuditBy(tx, actor.id, {
    action,
    entityType: 'job',
    entityId: id,
    changes,
  });
}

export interface SavedJob {
  /** Only created answers are stored, so a replay is a 201 as well. */
  answer: Answer<201, Envelope<TJob>>;
  /** True when the answer is a stored one replayed for a repeated Idempotency-Key. */
  replayed: boolean;
}

/**
 * The columns a save writes, from a parsed payload. Derived values come from the contract (the
 * same functions the form's preview uses; the role type is the poster's unless they sent none),
 * `company` from the business's name, and the pay fields the form does not offer are cleared so
 * the pay a worker sees is the pay the form set.
 */
function jobValues(
  payload: TJobPayload,
  company: string,
  dates: { status: TJob['status']; posted_at: Date; expires_at: Date | null },
): Omit<JobWrite, 'created_by'> {
  const tipped = payload.is_tipped_role;
  const derived = deriveJobFields({
    title: payload.title,
    schedule: payload.schedule_data,
    role_type: payload.role_type,
  });
  const schedule: ScheduleShift[] = payload.schedule_data.map((shift, index) => ({
    id: `shift-${index + 1}`,
    ...shift,
  }));
  return {
    title: payload.title,
    business_id: payload.business_id,
    company,
    location: payload.location,
    ...derived,
    salary_display: null,
    hourly_rate_min: null,
    hourly_rate_max: null,
    base_hourly_pay: payload.base_hourly_pay,
    description: payload.description,
    workplace_highlights: payload.workplace_highlights ?? null,
    requirements: payload.requirements,
    basic_requirements: payload.basic_requirements,
    benefits: payload.benefits,
    languages: payload.languages,
    required_certificates: payload.required_certificates,
    is_tipped_role: tipped,
    estimated_tips_hourly: tipped ? (payload.estimated_tips_hourly ?? null) : null,
    tip_structure: tipped ? (payload.tip_structure ?? null) : null,
    tip_pool_description: tipped ? (payload.tip_pool_description ?? null) : null,
    minimum_shifts_per_week: payload.minimum_shifts_per_week,
    start_availability: payload.start_availability,
    contact_email: payload.contact_email,
    contact_name: payload.contact_name ?? null,
    contact_phone: payload.contact_phone ?? null,
    schedule_data: schedule,
    ...dates,
  };
}

/**
 * posted_at and expires_at for a save. A new job is posted now unless told otherwise; an edit
 * keeps its posting date. Without an expiry in the payload the job expires 30 days after
 * posted_at (an edit that keeps its posting date keeps its expiry too); an explicit null means
 * no expiry.
 */
function postingDates(payload: TJobPayload, existing: LockedJob | null) {
  const posted_at = payload.posted_at ? new Date(payload.posted_at) : (existing?.posted_at ?? new Date());
  let expires_at: Date | null;
  if (payload.expires_at !== undefined) {
    expires_at = payload.expires_at === null ? null : new Date(payload.expires_at);
  } else if (existing && !payload.posted_at) {
    expires_at = existing.expires_at;
  } else {
    expires_at = defaultExpiry(posted_at);
  }
  if (expires_at && expires_at <= posted_at) {
    throw new AppError('VALIDATION_ERROR', JOB_FORM_MESSAGES.expiryBeforePosting, { field: 'expires_at' });
  }
  return { status: payload.status ?? existing?.status ?? DEFAULT_JOB_STATUS, posted_at, expires_at };
}

interface PostingTarget {
  /** The job's `company`: the business's name. */
  company: string;
  /** The business waits for review and the poster is not an admin: the job is a draft. */
  draft: boolean;
}

/**
 * The business a job is saved for. A business a member added waits for an admin (decision 030);
 * its owner may prepare jobs meanwhile, but only as drafts that nobody sees until an admin
 * approves the business and puts them live (decision 063). An admin's own job is never a draft.
 */
async function postingTarget(db: Db, actor: Actor, businessId: string): Promise<PostingTarget> {
  const business = await postingBusiness(db, businessId);
  if (business === null) throw new AppError('VALIDATION_ERROR', BUSINESS_NOT_FOUND, { field: 'business_id' });
  return { company: business.name, draft: !business.is_active && !actor.is_admin };
}

/**
 * A draft waits as 'pending' (off the board) and is marked for the approval to find. The drafts a
 * waiting business holds are a budget (decision 050): counted and added under one lock, so a burst
 * cannot fill the admins' queue behind a business nobody has reviewed.
 */
async function draftColumns(tx: Tx, businessId: string) {
  await lockBudgetKeys(tx, [`job-drafts:business:${businessId}`]);
  if ((await countDrafts(tx, businessId)) >= DRAFT_JOBS_PER_PENDING_BUSINESS) {
    throw new AppError('RATE_LIMITED', DRAFT_JOBS_FULL, { field: 'business_id', budget: 'draft_jobs' });
  }
  return { status: 'pending' as const, awaits_business_approval: true };
}

/**
 * The contract's rules for the status and the posting date (decision 053): an owner's forbidden
 * status is a 403 naming the field, a posting date set too far back a 400.
 */
function assertPostingRules(payload: TJobPayload, actor: Actor, saved: PostingContext['saved']): void {
  const [problem] = postingProblems(payload, { isAdmin: actor.is_admin === true, saved });
  if (!problem) return;
  throw new AppError(problem.field === 'status' ? 'FORBIDDEN' : 'VALIDATION_ERROR', problem.message, {
    field: problem.field,
  });
}

function requestHash(payload: TJobPayload): string {
  return createHash('sha256').update(JSON.stringify(payload)).digest('hex');
}

/**
 * POST /jobs. Authorization, the insert and the stored idempotent answer share one transaction:
 * a refusal writes nothing, and a repeated key can never produce a second job.
 */
export async function createJob(
  db: Db,
  actor: Actor,
  payload: TJobPayload,
  idempotencyKey?: string,
): Promise<SavedJob> {
  return db.transaction(async (tx) => {
    if (idempotencyKey) {
      const stored = await claimKey(tx, actor.id, idempotencyKey, requestHash(payload));
      if (stored) return replay(stored, requestHash(payload));
    }
    await assertCanManageBusiness(tx, actor, payload.business_id);
    assertPostingRules(payload, actor, null);
    const target = await postingTarget(tx, actor, payload.business_id);
    const id = await insertJob(tx, {
      ...jobValues(payload, target.company, postingDates(payload, null)),
      ...(target.draft ? await draftColumns(tx, payload.business_id) : {}),
      created_by: actor.id,
    });
    const job = (await findAnyJob(tx, id))!;
    await auditJobWrite(tx, actor, 'job.create', id, null, job);
    const saved: SavedJob = { answer: created(job), replayed: false };
    if (idempotencyKey) await storeAnswer(tx, actor.id, idempotencyKey, saved.answer);
    return saved;
  });
}

function replay(
  stored: { request_hash: string; response_status: number | null; response_body: unknown },
  hash: string,
): SavedJob {
  if (stored.request_hash !== hash) {
    throw new AppError('UNPROCESSABLE', 'This Idempotency-Key was already used for a different job', {
      field: 'Idempotency-Key',
    });
  }
  if (stored.response_status === null) {
    throw new AppError('CONFLICT', 'A request with this Idempotency-Key is still being processed');
  }
  return {
    answer: { status: stored.response_status as 201, body: stored.response_body as Envelope<TJob> },
    replayed: true,
  };
}

/**
 * PUT /jobs/{id}: replaces the posting. The caller must manage the job's business, and, when the
 * job moves, the new business as well; the row stays locked from the check to the write, so the
 * status an owner keeps is the one the job has then, not one an admin changed a moment before.
 */
export async function replaceJob(db: Db, actor: Actor, id: string, payload: TJobPayload): Promise<TJob> {
  return db.transaction(async (tx) => {
    const existing = await lockJob(tx, id);
    if (!existing) throw notFound(JOB_NOT_FOUND);
    await assertCanManageBusiness(tx, actor, existing.business_id);
    if (payload.business_id !== existing.business_id) {
      await assertCanManageBusiness(tx, actor, payload.business_id);
    }
    assertPostingRules(payload, actor, existing);
    const target = await postingTarget(tx, actor, payload.business_id);
    if (target.draft && payload.business_id !== existing.business_id) {
      // Moving a job onto a business that waits for review would put it live with no review.
      throw new AppError('CONFLICT', BUSINESS_AWAITING_REVIEW, { field: 'business_id' });
    }
    const before = await findAnyJob(tx, id);
    await updateJob(tx, id, jobValues(payload, target.company, postingDates(payload, existing)));
    const after = (await findAnyJob(tx, id))!;
    await auditJobWrite(tx, actor, 'job.update', id, before, after);
    return after;
  });
}

/** A job as its editor loads it, live or not: only for those who manage its business. */
export async function editableJob(db: Db, actor: Actor, id: string): Promise<TJob> {
  const job = await findAnyJob(db, id);
  if (!job) throw notFound(JOB_NOT_FOUND);
  await assertCanManageBusiness(db, actor, job.business_id);
  return job;
}
