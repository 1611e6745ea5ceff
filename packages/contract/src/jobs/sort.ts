/** The job list's sort fields and the five choices the list screen offers. */

export const JOB_SORT_FIELDS = ['posted_at', 'title', 'company', 'salary'] as const;
export type JobSortField = (typeof JOB_SORT_FIELDS)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface JobSortOption {
  /** A single string for a select box, e.g. 'posted_at:desc'. */
  value: `${JobSortField}:${SortOrder}`;
  label: string;
  sort_by: JobSortField;
  sort_order: SortOrder;
}

export const JOB_SORT_OPTIONS: readonly JobSortOption[] = [
  { value: 'posted_at:desc', label: 'Newest First', sort_by: 'posted_at', sort_order: 'desc' },
  { value: 'posted_at:asc', label: 'Oldest First', sort_by: 'posted_at', sort_order: 'asc' },
  { value: 'title:asc', label: 'Title A-Z', sort_by: 'title', sort_order: 'asc' },
  { value: 'company:asc', label: 'Company A-Z', sort_by: 'company', sort_order: 'asc' },
  { value: 'salary:desc', label: 'Highest Pay', sort_by: 'salary', sort_order: 'desc' },
];

export const DEFAULT_JOB_SORT: JobSortOption = JOB_SORT_OPTIONS[0]!;

// When a caller names a field but no direction, use the one a person would expect for it:
// newest and best-paid first, names alphabetically.
const NATURAL_ORDER: Record<JobSortField, SortOrder> = {
  posted_at: 'desc',
  title: 'asc',
  company: 'asc',
  salary: 'desc',
};

/** The effective sort for a list request; missing parts fall back to 'Newest First'. */
export function resolveJobSort(query: { sort_by?: JobSortField; sort_order?: SortOrder }): {
  sort_by: JobSortField;
  sort_order: SortOrder;
} {
  const sort_by = query.sort_by ?? DEFAULT_JOB_SORT.sort_by;
  return { sort_by, sort_order: query.sort_order ?? NATURAL_ORDER[sort_by] };
}

/** The select option matching a sort, or the default when the pair isn't one the UI offers. */
export function jobSortOption(sort_by?: JobSortField, sort_order?: SortOrder): JobSortOption {
  const resolved = resolveJobSort({ sort_by, sort_order });
  return (
    JOB_SORT_OPTIONS.find((o) => o.sort_by === resolved.sort_by && o.sort_order === resolved.sort_order) ??
    DEFAULT_JOB_SORT
  );
}
