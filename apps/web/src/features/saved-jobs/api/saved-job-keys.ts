/** Query keys of the saved jobs (under 'user', so sign-out clears them with the rest). */
export const savedJobKeys = {
  merged: (userId: string | null) => ['user', 'saved-jobs', 'merged', userId] as const,
  list: (userId: string | null) => ['user', 'saved-jobs', 'list', userId] as const,
};
