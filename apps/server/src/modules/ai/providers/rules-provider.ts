import type { AiProvider, AssistantTurn, Chat } from './ai-provider.ts';
import { formData } from './form-data.ts';
import { nextLine, readAnswers } from './onboarding-script.ts';

/**
 * The default provider: a fixed interview (onboarding-script.ts) that needs no network and gives
 * the same answer to the same conversation, so the feature and its tests work offline.
 */
export class RulesProvider implements AiProvider {
  readonly name = 'rules';
  readonly model = 'built-in rules';

  async reply(chat: Chat): Promise<AssistantTurn> {
    const line = nextLine(chat.type, readAnswers(chat.type, chat.turns));
    return { content: line.text, complete: line.complete };
  }

  async extract(chat: Chat): Promise<Record<string, unknown>> {
    return formData(chat.type, readAnswers(chat.type, chat.turns));
  }

  async ping(): Promise<void> {}
}
