/** What the dashboard's completion counts (docs/product.md, "Dashboard"). */
export interface CompletionSubject {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
}

/**
 * Share of the profile filled in, in percent: first name, last name, e-mail and at least one job
 * in the work history count equally. Each part can be filled in on /profile, so 100% is reachable
 * (a photo counted before, but no screen can set one yet).
 */
export function profileCompletion(user: CompletionSubject | null | undefined, totalJobs: number): number {
  if (!user) return 0;
  const parts = [user.first_name?.trim(), user.last_name?.trim(), user.email?.trim(), totalJobs > 0];
  return Math.round((parts.filter(Boolean).length / parts.length) * 100);
}
