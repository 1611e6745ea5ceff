import { useContractText } from '@/lib/i18n/contract-text';

/**
 * A form field's message in the reader's language. The messages are the contract's words (its
 * schema and posting rules, or the server's), so they go through the contract's translator.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const tc = useContractText();
  return (message) => (message ? tc(message) : undefined);
}
