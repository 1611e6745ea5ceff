import type { AppConfig } from '../../../config/app-config.ts';
import type { AiProvider } from './ai-provider.ts';
import { OpenRouterClient } from './openrouter-client.ts';
import { OpenRouterProvider } from './openrouter-provider.ts';
import { RulesProvider } from './rules-provider.ts';

/** The hosted model when a key is configured, otherwise the built-in rules (decision 045). */
export function createAiProvider(config: AppConfig): AiProvider {
  if (!config.OPENROUTER_API_KEY) return new RulesProvider();
  const client = new OpenRouterClient({
    baseUrl: config.OPENROUTER_BASE_URL,
    apiKey: config.OPENROUTER_API_KEY,
    model: config.OPENROUTER_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    maxRetries: config.AI_MAX_RETRIES,
  });
  return new OpenRouterProvider(client, config.OPENROUTER_MODEL);
}
