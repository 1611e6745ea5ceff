/** Query keys of the settings screens. */
export const settingsKeys = {
  signInSessions: () => ['auth', 'sessions'] as const,
};
