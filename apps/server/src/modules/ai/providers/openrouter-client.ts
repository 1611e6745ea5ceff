import { AiServiceError, type ChatTurn } from './ai-provider.ts';

export interface OpenRouterOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** One attempt; the AbortSignal cuts it there. */
  timeoutMs: number;
  /** Further attempts after a timeout, a network failure, a 429 or a 5xx (never after other 4xx). */
  maxRetries: number;
}

class Retryable extends AiServiceError {}

/**
 * A short reason for the client and the log: the provider's own message, trimmed, with our key
 * blanked out should the provider echo it back.
 */
async function failureOf(response: Response, apiKey: string): Promise<AiServiceError> {
  const body = (await response.text().catch(() => '')).replaceAll(apiKey, '[redacted]');
  let detail = body.slice(0, 200);
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === 'string') detail = parsed.error.message.slice(0, 200);
  } catch {
    // Not JSON: the trimmed text is the reason.
  }
  const reason = `OpenRouter answered ${response.status}${detail ? `: ${detail}` : ''}`;
  return response.status === 429 || response.status >= 500
    ? new Retryable(reason)
    : new AiServiceError(reason);
}

function contentOf(payload: unknown): string {
  const choices = (payload as { choices?: unknown } | null)?.choices;
  const content = Array.isArray(choices)
    ? (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content
    : undefined;
  if (typeof content !== 'string' || content.trim() === '') {
    throw new AiServiceError('OpenRouter sent a reply without a message');
  }
  return content.trim();
}

/**
 * The chat completions API of OpenRouter (OpenAI's shape), over plain fetch: one POST per attempt,
 * each cut at the timeout, retried a bounded number of times when a retry can help.
 */
export class OpenRouterClient {
  private readonly url: string;

  constructor(private readonly options: OpenRouterOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async complete(messages: ChatTurn[], maxTokens: number): Promise<string> {
    let lastError: AiServiceError = new AiServiceError('OpenRouter did not answer');
    for (let attempt = 0; attempt <= this.options.maxRetries; attempt += 1) {
      try {
        return await this.attempt(messages, maxTokens);
      } catch (error) {
        if (!(error instanceof Retryable)) throw error;
        lastError = error;
      }
    }
    throw new AiServiceError(lastError.message);
  }

  private async attempt(messages: ChatTurn[], maxTokens: number): Promise<string> {
    let response: Response;
    try {
      response = await fetch(this.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.options.apiKey}`,
          'content-type': 'application/json',
          'x-title': 'Industry Perks',
        },
        body: JSON.stringify({
          model: this.options.model,
          messages,
          max_tokens: maxTokens,
          temperature: 0.2,
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new Retryable(
        timedOut
          ? `OpenRouter did not answer within ${this.options.timeoutMs} ms`
          : 'OpenRouter could not be reached',
      );
    }
    if (!response.ok) throw await failureOf(response, this.options.apiKey);
    let payload: unknown;
    try {
      payload = await response.json();
    } catch {
      throw new AiServiceError('OpenRouter sent a reply that is not JSON');
    }
    return contentOf(payload);
  }
}
