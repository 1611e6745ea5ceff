/** Query keys of job alerts: personal, so under 'user', and signing out clears them with the rest. */
export const jobAlertKeys = {
  list: (userId: string | null) => ['user', 'job-alerts', userId] as const,
};
