/** Query keys of the themes feature. */
export const themeKeys = {
  platform: () => ['themes', 'platform'] as const,
  /** Every admin list and figure (the admin area's keys), read again after the theme is published. */
  admin: () => ['admin'] as const,
};
