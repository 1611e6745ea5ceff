/**
 * Query keys of applications. Everything is personal, so it lives under 'user' and signing out
 * clears it with the rest. The managed-jobs key is job posting's: a move or a read of applicants
 * changes the counts in the owner's job table.
 */
export const applicationKeys = {
  all: ['user', 'applications'] as const,
  mine: () => [...applicationKeys.all, 'mine'] as const,
  forJob: (jobId: string) => [...applicationKeys.all, 'for-job', jobId] as const,
  questions: (jobId: string) => [...applicationKeys.all, 'questions', jobId] as const,
  applicants: (jobId: string) => [...applicationKeys.all, 'applicants', jobId] as const,
  newApplications: () => [...applicationKeys.all, 'new'] as const,
  managedJobs: () => ['user', 'managed-jobs'] as const,
};
