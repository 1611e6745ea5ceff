/** Query keys of job posting. User-scoped lists live under 'user', so sign-out clears them with the rest. */
export const jobPostingKeys = {
  managedJobs: () => ['user', 'managed-jobs'] as const,
  // Shared with the dashboard's memberships query: the same endpoint and the same cache entry.
  userBusinesses: () => ['user', 'businesses'] as const,
  editableJob: (id: string) => ['user', 'editable-job', id] as const,
  businessSearch: (search: string) => ['businesses', 'admin-search', search] as const,
};
