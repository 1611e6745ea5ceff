/** Query keys of the AI panel. Its figures live under the admin area's 'admin'. */
export const aiKeys = {
  /** Every admin list and figure (the admin area's keys), read again after a business is created. */
  admin: () => ['admin'] as const,
  stats: () => ['admin', 'ai', 'stats'] as const,
  connection: () => ['admin', 'ai', 'connection'] as const,
  conversation: (id: string) => ['ai', 'conversation', id] as const,
};
