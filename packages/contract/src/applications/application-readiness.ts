/** What an employer needs to see before an application can go (docs/decisions/054-applications.md). */
export interface ApplicantProfileFields {
  first_name?: string | null;
  last_name?: string | null;
}

export const READINESS_MESSAGES = {
  first_name: 'Add your first name to your profile',
  last_name: 'Add your last name to your profile',
} as const;
export type MissingProfileField = keyof typeof READINESS_MESSAGES;

/**
 * The profile fields an application still needs. A name is all: work history is welcome but a
 * first job must be applicable too, and the phone is always known (it is how people sign in).
 */
export function missingForApplication(
  profile: ApplicantProfileFields | null | undefined,
): MissingProfileField[] {
  const missing: MissingProfileField[] = [];
  if (!profile?.first_name?.trim()) missing.push('first_name');
  if (!profile?.last_name?.trim()) missing.push('last_name');
  return missing;
}
