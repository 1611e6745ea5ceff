import type { TCertificateWrite } from '@perks/contract';
import { and, asc, count, eq, gte, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessesRunBy } from '../../db/owner-or-manager.ts';
import {
  jobApplications,
  jobs,
  users,
  type WorkerCertificateRow,
  workerCertificates,
} from '../../db/schema/index.ts';

/** A person's certificates, soonest expiry first (those without one last), then oldest first. */
export function listCertificates(db: Executor, userId: string): Promise<WorkerCertificateRow[]> {
  return db
    .select()
    .from(workerCertificates)
    .where(eq(workerCertificates.user_id, userId))
    .orderBy(sql`${workerCertificates.expires_on} asc nulls last`, asc(workerCertificates.created_at));
}

/** The person's certificates of these kinds (the applicant cards of one job). */
export function certificatesOfKinds(
  db: Executor,
  userIds: readonly string[],
  kinds: readonly string[],
): Promise<WorkerCertificateRow[]> {
  if (userIds.length === 0 || kinds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(workerCertificates)
    .where(
      and(
        inArray(workerCertificates.user_id, [...userIds]),
        inArray(workerCertificates.kind, [...kinds] as never),
      ),
    );
}

/** One of the person's certificates, locked for the caller's transaction; undefined when not theirs. */
export async function ownCertificateForUpdate(
  tx: Executor,
  userId: string,
  id: string,
): Promise<WorkerCertificateRow | undefined> {
  const [row] = await tx
    .select()
    .from(workerCertificates)
    .where(and(eq(workerCertificates.id, id), eq(workerCertificates.user_id, userId)))
    .for('update');
  return row;
}

export async function countCertificates(tx: Executor, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(workerCertificates)
    .where(eq(workerCertificates.user_id, userId));
  return row?.n ?? 0;
}

const columnsOf = (input: TCertificateWrite) => ({
  kind: input.kind,
  name: input.name,
  number: input.number ?? null,
  issuer: input.issuer ?? null,
  issued_on: input.issued_on,
  expires_on: input.expires_on,
});

export async function insertCertificate(
  tx: Executor,
  userId: string,
  input: TCertificateWrite,
): Promise<WorkerCertificateRow> {
  const [row] = await tx
    .insert(workerCertificates)
    .values({ user_id: userId, ...columnsOf(input) })
    .returning();
  return row!;
}

export async function updateCertificate(
  tx: Executor,
  id: string,
  input: TCertificateWrite,
): Promise<WorkerCertificateRow> {
  const [row] = await tx
    .update(workerCertificates)
    .set({ ...columnsOf(input), updated_at: new Date() })
    .where(eq(workerCertificates.id, id))
    .returning();
  return row!;
}

export async function setCertificatePhoto(
  tx: Executor,
  id: string,
  photoName: string | null,
): Promise<WorkerCertificateRow> {
  const [row] = await tx
    .update(workerCertificates)
    .set({ photo_name: photoName, updated_at: new Date() })
    .where(eq(workerCertificates.id, id))
    .returning();
  return row!;
}

export async function deleteCertificate(tx: Executor, id: string): Promise<void> {
  await tx.delete(workerCertificates).where(eq(workerCertificates.id, id));
}

/** Whether any certificate still has this photo (one picture may be uploaded twice). */
export async function certificatePhotoInUse(db: Executor, photoName: string): Promise<boolean> {
  const rows = await db
    .select({ id: workerCertificates.id })
    .from(workerCertificates)
    .where(eq(workerCertificates.photo_name, photoName))
    .limit(1);
  return rows.length > 0;
}

/**
 * The certificate when `viewerId` may see its photo: the holder, or an owner or manager of a
 * business the holder applied to (the application's business, or its job's now) while that
 * application stands (not withdrawn). Undefined for anyone else.
 */
export async function certificateVisibleTo(
  db: Executor,
  viewerId: string,
  id: string,
): Promise<WorkerCertificateRow | undefined> {
  const [row] = await db.select().from(workerCertificates).where(eq(workerCertificates.id, id));
  if (!row) return undefined;
  if (row.user_id === viewerId) return row;
  const run = businessesRunBy(db, viewerId);
  const [standing] = await db
    .select({ id: jobApplications.id })
    .from(jobApplications)
    .leftJoin(jobs, eq(jobs.id, jobApplications.job_id))
    .where(
      and(
        eq(jobApplications.user_id, row.user_id),
        ne(jobApplications.status, 'withdrawn'),
        or(inArray(jobApplications.business_id, run), inArray(jobs.business_id, run)),
      ),
    )
    .limit(1);
  return standing ? row : undefined;
}

/** Certificates expiring within the reminder window (today included) whose expiry has no reminder yet. */
export function dueReminders(db: Executor, today: string, until: string, limit: number) {
  return db
    .select({
      id: workerCertificates.id,
      user_id: workerCertificates.user_id,
      kind: workerCertificates.kind,
      name: workerCertificates.name,
      expires_on: workerCertificates.expires_on,
      email: users.email,
      email_confirmed_at: users.email_confirmed_at,
      language: users.language,
    })
    .from(workerCertificates)
    .innerJoin(users, eq(users.id, workerCertificates.user_id))
    .where(
      and(
        isNotNull(workerCertificates.expires_on),
        sql`${workerCertificates.reminded_for} is distinct from ${workerCertificates.expires_on}`,
        gte(workerCertificates.expires_on, today),
        lte(workerCertificates.expires_on, until),
        eq(users.is_active, true),
      ),
    )
    .orderBy(asc(workerCertificates.expires_on))
    .limit(limit);
}

/** Records that the certificate's reminder for this expiry date went (unless the date changed meanwhile). */
export async function markReminded(db: Executor, id: string, expiresOn: string): Promise<void> {
  await db
    .update(workerCertificates)
    .set({ reminded_for: expiresOn })
    .where(and(eq(workerCertificates.id, id), eq(workerCertificates.expires_on, expiresOn)));
}
