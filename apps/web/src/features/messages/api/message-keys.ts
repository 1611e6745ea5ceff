/**
 * Query keys of conversations. Everything is personal, so it lives under 'user' and signing out
 * clears it with the rest; the administrators' list of reported messages lives under 'admin'.
 */
export const messageKeys = {
  all: ['user', 'conversations'] as const,
  list: () => [...messageKeys.all, 'list'] as const,
  conversation: (applicationId: string) => [...messageKeys.all, 'one', applicationId] as const,
  reported: () => ['admin', 'reported-messages'] as const,
};
