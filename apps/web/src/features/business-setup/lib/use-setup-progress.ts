import type { TBusinessDetail, TUserBusiness } from '@perks/contract';
import { useAuth } from '@/features/auth';
import { useBusiness, useUserBusinesses } from '@/features/businesses';
import { useManagedJobs } from '@/features/job-posting';
import { useRoster } from '@/features/membership';
import { type SetupStep, setupSteps } from './setup-steps';

export type SetupProgress =
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; business: TBusinessDetail | null; steps: SetupStep[] };

/**
 * The business the setup is about: the one asked for when the person owns or manages it, else the
 * first one they own, else the first they manage.
 */
function setupBusiness(
  memberships: readonly TUserBusiness[] | undefined,
  preferred: string | null,
): TUserBusiness | undefined {
  const managing = (memberships ?? []).filter((membership) => membership.role !== 'employee');
  return (
    managing.find((membership) => membership.business.id === preferred) ??
    managing.find((membership) => membership.role === 'owner') ??
    managing[0]
  );
}

const FIRST_PAGE = { q: '', page: 1 };

/**
 * Where the signed-in person stands on the setup path, read from the caches the staff list, the
 * job table and the business page already use, so a step done there shows as done here at once.
 */
export function useSetupProgress(preferredBusiness: string | null = null): SetupProgress {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const memberships = useUserBusinesses(signedIn);
  const id = setupBusiness(memberships.data, preferredBusiness)?.business.id ?? '';
  const business = useBusiness(id, { enabled: Boolean(id) });
  const roster = useRoster(id, FIRST_PAGE);
  const jobs = useManagedJobs(Boolean(id));

  const queries = id ? [memberships, business, roster, jobs] : [memberships];
  if (queries.some((query) => query.isError)) {
    return {
      status: 'error',
      retry: () => {
        for (const query of queries) if (query.isError) void query.refetch();
      },
    };
  }
  if (!signedIn || queries.some((query) => query.data === undefined)) return { status: 'loading' };
  const detail = id ? business.data! : null;
  return {
    status: 'ready',
    business: detail,
    steps: setupSteps({
      business: detail,
      staffCount: roster.data?.total ?? 0,
      jobCount: (jobs.data ?? []).filter((job) => job.business_id === id).length,
    }),
  };
}
