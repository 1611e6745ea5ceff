import { isVerifiedEmployer, type TSharedProfile } from '@perks/contract';
import type { Db } from '../../db/client.ts';
import { verifiedEmployerNames } from '../../db/member-state.ts';
import { applicantProfileSource } from './applications.repository.ts';

/**
 * The profile as an application shares it (decision 054), or null for an unknown user. The
 * verified employers are those the person names in their work history, as any other member sees
 * them on the profile (decision 028): a staff list the person did not mention stays theirs.
 */
export async function sharedProfile(db: Db, userId: string): Promise<TSharedProfile | null> {
  const source = await applicantProfileSource(db, userId);
  if (!source) return null;
  const verified = await verifiedEmployerNames(db, userId);
  const listed = source.history.map((entry) => entry.company_name);
  return {
    first_name: source.user.first_name?.trim() ?? '',
    last_name: source.user.last_name?.trim() ?? '',
    member_since: source.user.created_at.toISOString(),
    verified_employers: verified.filter((name) =>
      listed.some((company) => isVerifiedEmployer(company, [name])),
    ),
    work_experience: source.history.map((entry) => ({
      ...entry,
      verified: isVerifiedEmployer(entry.company_name, verified),
    })),
  };
}
