import type { AiConversationType } from '@perks/contract';
import { type AiProvider, AiServiceError, type AssistantTurn, type Chat } from './ai-provider.ts';
import { cleanName } from './business-facts.ts';
import type { OpenRouterClient } from './openrouter-client.ts';

const INTERVIEWS: Record<AiConversationType, string> = {
  business_onboarding:
    'You help a hospitality business in Portland, Maine join Industry Perks. Ask one short question at a time, in this order: the business name, street address, phone number, opening hours, and a few details (what kind of place it is, who they hire). When you have all five, thank them and say they can extract the details.',
  employee_onboarding:
    'You help a hospitality worker in Portland, Maine set up an Industry Perks profile. Ask one short question at a time, in this order: their full name, the role they are looking for, and their experience. When you have all three, thank them and say they can extract the details.',
};

const EXTRACTION: Record<AiConversationType, string> = {
  business_onboarding:
    'Read the conversation and answer only with one JSON object with these keys (omit any the person did not give): name, address, phone (E.164, e.g. +12075550142), category (one of restaurant, bar, cafe, hotel, retail, salon, spa, fitness, entertainment, service, tech, healthcare, finance, other), description (the details and opening hours, at most 500 characters).',
  employee_onboarding:
    'Read the conversation and answer only with one JSON object with these keys (omit any the person did not give): first_name, last_name, desired_role, experience (their words), years_experience (a number).',
};

/** The JSON object in a reply, with or without a Markdown code fence around it. */
function jsonObjectIn(text: string): Record<string, unknown> {
  const unfenced = text.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    const value: unknown = JSON.parse(unfenced);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Falls through to the error below.
  }
  throw new AiServiceError('the model did not answer with a JSON object');
}

/** A hosted model through OpenRouter, when OPENROUTER_API_KEY is set (decision 045). */
export class OpenRouterProvider implements AiProvider {
  readonly name = 'openrouter';

  constructor(
    private readonly client: OpenRouterClient,
    readonly model: string,
  ) {}

  async reply(chat: Chat): Promise<AssistantTurn> {
    const content = await this.client.complete(
      [{ role: 'system', content: INTERVIEWS[chat.type] }, ...chat.turns],
      400,
    );
    return { content, complete: false };
  }

  async extract(chat: Chat): Promise<Record<string, unknown>> {
    const transcript = chat.turns.map((turn) => `${turn.role}: ${turn.content}`).join('\n');
    const reply = await this.client.complete(
      [
        { role: 'system', content: EXTRACTION[chat.type] },
        { role: 'user', content: transcript },
      ],
      600,
    );
    const data = jsonObjectIn(reply);
    // A model copies the owner's words as often as not ("We are Sol Cantina"): the name goes
    // through the same cleaning as the rules' answers, so a lead-in never goes public.
    if (chat.type === 'business_onboarding' && typeof data.name === 'string')
      data.name = cleanName(data.name);
    return data;
  }

  async ping(): Promise<void> {
    await this.client.complete([{ role: 'user', content: 'Reply with the single word OK.' }], 5);
  }
}
