/** Query keys of profiles. They live under 'user', so signing out clears them with the rest. */
export const profileKeys = {
  member: (userId: string) => ['user', 'member-profile', userId] as const,
  workExperience: (userId: string) => ['user', 'work-experience', userId] as const,
  stats: (userId: string) => ['user', 'work-experience-stats', userId] as const,
  certificates: () => ['user', 'certificates'] as const,
  certificatePhoto: (url: string) => ['user', 'certificate-photo', url] as const,
};
