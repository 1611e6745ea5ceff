import type { TAiConversation, TAiMessage, TSendMessageResult } from '@perks/contract';

const NOW = '2026-01-05T12:00:00.000Z';
let nextId = 0;
const messageId = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;
const turn = (role: TAiMessage['role'], content: string): TAiMessage => ({
  id: messageId(),
  role,
  content,
  created_at: NOW,
});

/**
 * A business onboarding conversation as the API answers it, the assistant having asked for the
 * name, and `exchange` to add one message and its reply, as POST .../messages answers it.
 */
export function onboardingConversation(id = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b') {
  const conversation: TAiConversation = {
    id,
    type: 'business_onboarding',
    status: 'active',
    user_id: null,
    created_at: NOW,
    updated_at: NOW,
    messages: [turn('assistant', 'What is the name of your business?')],
  };
  const exchange = (message: string, answer: string): TSendMessageResult => {
    const mine = turn('user', message);
    const reply = turn('assistant', answer);
    conversation.messages.push(mine, reply);
    return { conversation_id: id, status: 'active', user_message: mine, reply };
  };
  return { conversation, exchange };
}
