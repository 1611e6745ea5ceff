/** Query keys of the settings screens. */
export const settingsKeys = {
  signInSessions: () => ['auth', 'sessions'] as const,
  /** Each kind of text, on or off, with its consent (decision 085). */
  textConsents: () => ['user', 'text-consents'] as const,
  /** One download of the person's data (decision 105). */
  dataExport: (id: string) => ['user', 'data-exports', id] as const,
};
