import {
  certificateCheckDate,
  certificatesInListOrder,
  isCertificateValidOn,
  portlandDay,
  type RequiredCertificateKind,
  type TApplicantCertificate,
} from '@perks/contract';
import type { Executor } from '../../db/client.ts';
import type { WorkerCertificateRow } from '../../db/schema/index.ts';
import { certificatesOfKinds } from './certificates.repository.ts';
import { certificatePhotoUrl } from './certificates.service.ts';

/** The one certificate of a kind that counts: a valid one (the latest expiry), else the latest expiry. */
function best(rows: WorkerCertificateRow[], date: string): WorkerCertificateRow | undefined {
  const latest = (a: WorkerCertificateRow, b: WorkerCertificateRow) =>
    a.expires_on === null ? -1 : b.expires_on === null ? 1 : b.expires_on.localeCompare(a.expires_on);
  const sorted = [...rows].sort(latest);
  return sorted.find((row) => isCertificateValidOn(row.expires_on, date)) ?? sorted[0];
}

/**
 * For each applicant, the job's required certificates: held or not, and valid on the job's start
 * date (decision 097: the first shift's date, today in Portland when the job has none; job
 * schedules are weekdays without dates, so it is today). One query for every applicant.
 */
export async function applicantCertificates(
  db: Executor,
  userIds: readonly string[],
  required: readonly RequiredCertificateKind[],
  now: Date = new Date(),
): Promise<Map<string, TApplicantCertificate[]>> {
  const date = certificateCheckDate(null, portlandDay(now));
  const rows = await certificatesOfKinds(db, userIds, required);
  const result = new Map<string, TApplicantCertificate[]>();
  for (const userId of userIds) {
    const mine = rows.filter((row) => row.user_id === userId);
    result.set(
      userId,
      certificatesInListOrder(required).map((kind) => {
        const held = best(
          mine.filter((row) => row.kind === kind),
          date,
        );
        return {
          kind,
          held: Boolean(held),
          valid: held ? isCertificateValidOn(held.expires_on, date) : false,
          checked_on: date,
          expires_on: held?.expires_on ?? null,
          number: held?.number ?? null,
          issuer: held?.issuer ?? null,
          photo_url: held ? certificatePhotoUrl(held) : null,
        };
      }),
    );
  }
  return result;
}
