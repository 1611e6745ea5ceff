import { t } from '@lingui/core/macro';
import { type EmploymentType, type JobPostingState, jobPostingState, type TJob } from '@perks/contract';

export type PostingSortKey = 'title' | 'business' | 'posted_at';
export type SortDirection = 'asc' | 'desc';

export interface PostingFilters {
  search: string;
  /** A business id, or 'all'. */
  business: string;
  employmentType: EmploymentType | 'all';
  state: JobPostingState | 'all';
}

export interface PostingSort {
  key: PostingSortKey;
  direction: SortDirection;
}

export const NO_FILTERS: PostingFilters = {
  search: '',
  business: 'all',
  employmentType: 'all',
  state: 'all',
};
/** The table opens newest first. */
export const DEFAULT_SORT: PostingSort = { key: 'posted_at', direction: 'desc' };

/** The direction a column sorts in when first chosen: names A to Z, postings newest first. */
export const FIRST_DIRECTION: Record<PostingSortKey, SortDirection> = {
  title: 'asc',
  business: 'asc',
  posted_at: 'desc',
};

/** The business cell's name: the business's, else the job's company, else 'Unknown Business'. */
export function businessName(job: Pick<TJob, 'business' | 'company'>): string {
  return job.business?.name?.trim() || job.company?.trim() || t`Unknown Business`;
}

export function hasFilters(filters: PostingFilters): boolean {
  return (
    filters.search.trim() !== '' ||
    filters.business !== 'all' ||
    filters.employmentType !== 'all' ||
    filters.state !== 'all'
  );
}

/** The search matches the title, the business name and the role type, ignoring case. */
function matchesSearch(job: TJob, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [job.title, businessName(job), job.role_type].some((text) => text.toLowerCase().includes(needle));
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compare(a: TJob, b: TJob, key: PostingSortKey): number {
  switch (key) {
    case 'title':
      return collator.compare(a.title, b.title);
    case 'business':
      return collator.compare(businessName(a), businessName(b));
    default:
      return Date.parse(a.posted_at) - Date.parse(b.posted_at);
  }
}

/** The rows to show: filtered, then sorted (ties keep the newest first). */
export function visiblePostings<J extends TJob>(
  jobs: readonly J[],
  filters: PostingFilters,
  sort: PostingSort,
  now: Date = new Date(),
): J[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return jobs
    .filter(
      (job) =>
        matchesSearch(job, filters.search) &&
        (filters.business === 'all' || job.business_id === filters.business) &&
        (filters.employmentType === 'all' || job.employment_type === filters.employmentType) &&
        (filters.state === 'all' || jobPostingState(job, now) === filters.state),
    )
    .sort((a, b) => sign * compare(a, b, sort.key) || compare(b, a, 'posted_at'));
}

/** The businesses the jobs belong to, for the business filter, by name. */
export function businessesOf(jobs: readonly TJob[]): Array<{ id: string; name: string }> {
  const byId = new Map<string, string>();
  for (const job of jobs) if (job.business_id) byId.set(job.business_id, businessName(job));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => collator.compare(a.name, b.name));
}
