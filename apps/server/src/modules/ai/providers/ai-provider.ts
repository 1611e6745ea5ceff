import type { AiConversationType } from '@perks/contract';

/** One turn as a provider reads it. */
export interface ChatTurn {
  role: 'user' | 'assistant' | 'system';
  content: string;
}

export interface AssistantTurn {
  content: string;
  complete: boolean;
}

export interface Chat {
  type: AiConversationType;
  /** Every stored turn, oldest first (the one being answered last). */
  turns: ChatTurn[];
}

/**
 * The onboarding chat's model (docs/decisions/045-ai-onboarding-providers.md): the built-in
 * `rules` provider works offline and deterministically; `openrouter` calls a hosted model. Both
 * throw AiServiceError when they cannot answer, which reaches the client as 'AI Service Error: ...'.
 */
export interface AiProvider {
  readonly name: 'rules' | 'openrouter';
  readonly model: string;
  /** The assistant's next turn; `complete` once it has everything it asks for. */
  reply(chat: Chat): Promise<AssistantTurn>;
  /** The fields the conversation gave, keyed as the contract's schemas name them. */
  extract(chat: Chat): Promise<Record<string, unknown>>;
  /** One short round trip, to prove the provider answers. */
  ping(): Promise<void>;
}

export class AiServiceError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'AiServiceError';
  }
}
