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

/** The reason of a failed call, or the spec's 'Unknown error'. */
export function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Unknown error';
}
