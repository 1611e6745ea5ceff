/**
 * Query keys of interviews: personal, so under 'user' (signing out clears them). A change to an
 * interview also changes the application's status and conversation, so `personal` reads them all again.
 */
export const interviewKeys = {
  personal: ['user'] as const,
  all: ['user', 'interviews'] as const,
  ofApplication: (applicationId: string) => [...interviewKeys.all, applicationId] as const,
};
