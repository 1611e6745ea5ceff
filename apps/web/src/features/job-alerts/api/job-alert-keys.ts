/** Query keys of job alerts. */
export const jobAlertKeys = {
  /** Personal, so under 'user', and signing out clears them with the rest. */
  list: (userId: string | null) => ['user', 'job-alerts', userId] as const,
  /** What an unsubscribe link will stop: public, by the link's token. */
  unsubscribePreview: (token: string) => ['job-alerts', 'unsubscribe', token] as const,
};
