import { AI_MESSAGES } from '@perks/contract';
import { useContractText } from '@/lib/i18n/contract-text';

/**
 * What a message says: an assistant turn may hold JSON with a `message` field (spec section 3);
 * anything else is shown as written.
 */
export function messageText(content: string): string {
  if (!content.trimStart().startsWith('{')) return content;
  try {
    const parsed: unknown = JSON.parse(content);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : content;
  } catch {
    return content;
  }
}

/** The reason of a failed call, or the spec's 'Unknown error' (English: the contract's words). */
function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : AI_MESSAGES.unknownError;
}

/** `reasonOf` in the reader's language (the reasons are the server's and the contract's words). */
export function useReasonOf(): (error: unknown) => string {
  const tc = useContractText();
  return (error) => tc(reasonOf(error));
}
