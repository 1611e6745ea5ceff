import {
  APPLICATION_MESSAGES,
  JOB_NOT_FOUND,
  type TApplicant,
  type TApplicantCertificate,
  type TApplicationStatusInput,
  type TJobApplicants,
  type TNewApplications,
} from '@perks/contract';
import type { Db, Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { assertCanManageBusiness, businessAccess } from '../../plugins/business-access.ts';
import { auditAdminAtBusiness } from '../audit/index.ts';
import { applicantCertificates } from '../profile/index.ts';
import { stepsByApplication, toApplicant } from './application-dto.ts';
import {
  type ApplicationWithState,
  applicationById,
  applicationsToJob,
  contactsOf,
  jobHeader,
  markJobApplicationsRead,
  moveApplication,
  requiredCertificatesOf,
  stepsOf,
  unreadAtBusinessesOf,
} from './applications.repository.ts';

/** The applicants of `rows` as the business reads them, with history and contact details. */
async function toApplicants(db: Executor, rows: ApplicationWithState[]): Promise<TApplicant[]> {
  const steps = stepsByApplication(
    await stepsOf(
      db,
      rows.map((row) => row.id),
    ),
  );
  const contacts = await contactsOf(
    db,
    rows.map((row) => row.user_id),
  );
  const required = await requiredCertificatesOf(
    db,
    rows.map((row) => row.job_id).filter((id) => id !== null),
  );
  const certificates = new Map<string, TApplicantCertificate[]>();
  for (const [jobId, kinds] of required) {
    const userIds = rows.filter((row) => row.job_id === jobId).map((row) => row.user_id);
    for (const [userId, held] of await applicantCertificates(db, userIds, kinds)) {
      certificates.set(`${jobId}:${userId}`, held);
    }
  }
  return rows.map((row) =>
    toApplicant(
      row,
      steps.get(row.id) ?? [],
      contacts.get(row.user_id),
      certificates.get(`${row.job_id}:${row.user_id}`) ?? [],
    ),
  );
}

/**
 * A job's applicants for its business's owners and managers and for admins. An owner's or
 * manager's visit marks them read (the business has seen them); an admin's does not, since an
 * admin looking in is not the business opening its applications (decision 054).
 */
export async function jobApplicants(db: Db, user: { id: string }, jobId: string): Promise<TJobApplicants> {
  const job = await jobHeader(db, jobId);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const access = await assertCanManageBusiness(db, user, job.business_id);
  const applicants = await toApplicants(db, await applicationsToJob(db, jobId));
  if (access === 'member') await markJobApplicationsRead(db, jobId);
  return { job, applicants };
}

/** The business an application is at now: its job's (jobs can move), else the one it was sent to. */
async function businessOf(db: Db, application: ApplicationWithState | null): Promise<string | null> {
  if (!application) return null;
  const job = application.job_id ? await jobHeader(db, application.job_id) : null;
  return job?.business_id ?? application.business_id;
}

/**
 * Moves an applicant in the pipeline (one step, stored with who and when). Someone who may not
 * manage the business is told there is no such application; a withdrawn one cannot move.
 */
export async function moveApplicant(
  db: Db,
  user: { id: string },
  id: string,
  input: TApplicationStatusInput,
  /** Told of a move once it is stored (the applicant's text); not of a repeated tap. */
  onMoved?: (application: ApplicationWithState) => Promise<void>,
): Promise<TApplicant> {
  const before = await applicationById(db, id);
  const businessId = await businessOf(db, before);
  const access = businessId ? await businessAccess(db, user, businessId) : null;
  if (!before || !access) throw notFound(APPLICATION_MESSAGES.notFound);
  if (before.status === 'withdrawn') throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyWithdrawn);

  const { row: after, moved } = await db.transaction(async (tx) => {
    const message = input.status === 'not_selected' ? (input.message ?? null) : null;
    const moved = await moveApplication(tx, id, { status: input.status, by: user.id, message });
    const row = (await applicationById(tx, id))!;
    // The applicant withdrew between the read above and this write: say so rather than answer stale.
    if (!moved && row.status === 'withdrawn') {
      throw new AppError('CONFLICT', APPLICATION_MESSAGES.alreadyWithdrawn);
    }
    if (moved) {
      await auditAdminAtBusiness(
        tx,
        { id: user.id, access },
        {
          action: 'application.status',
          entityType: 'application',
          entityId: id,
          before: { status: before.status, decline_message: before.decline_message },
          after: { status: row.status, decline_message: row.decline_message },
          fields: ['status', 'decline_message'],
        },
      );
    }
    return { row, moved };
  });
  if (moved && onMoved) await onMoved(after);
  const [applicant] = await toApplicants(db, [after]);
  return applicant!;
}

/** Unread applications at the businesses the user owns or manages (an admin's own ones only). */
export async function newApplications(db: Db, userId: string): Promise<TNewApplications> {
  const jobs = await unreadAtBusinessesOf(db, userId);
  return { count: jobs.reduce((sum, job) => sum + job.count, 0), jobs };
}
