/** Query keys of the caller's passkeys (decision 103). */
export const passkeyKeys = {
  state: () => ['auth', 'passkeys'] as const,
};
