// A .po catalog imported in code is compiled by @lingui/vite-plugin into its messages.
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
