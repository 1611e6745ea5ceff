/** Query keys of job posting. User-scoped lists live under 'user', so sign-out clears them with the rest. */
export const jobPostingKeys = {
  managedJobs: () => ['user', 'managed-jobs'] as const,
  editableJob: (id: string) => ['user', 'editable-job', id] as const,
  screeningQuestions: (id: string) => ['user', 'screening-questions', id] as const,
  businessSearch: (search: string) => ['businesses', 'admin-search', search] as const,
};
