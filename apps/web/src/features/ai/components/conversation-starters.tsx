import { AI_MESSAGES, type TCreateConversationRequest } from '@perks/contract';
import { Building2, Sparkles, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCreateConversation } from '../api/create-conversation';
import type { Track } from '../api/track';
import { reasonOf } from '../lib/message-text';

const STARTERS: { label: string; icon: typeof Building2; body: TCreateConversationRequest }[] = [
  {
    label: 'Business conversation',
    icon: Building2,
    body: { conversation_type: 'business_onboarding', user_context: { test_scenario: 'business' } },
  },
  {
    label: 'Employee conversation',
    icon: UserRound,
    body: { conversation_type: 'employee_onboarding', user_context: { test_scenario: 'employee' } },
  },
  {
    label: 'Auto-detect conversation',
    icon: Sparkles,
    body: {
      initial_message: "Hi! I'd like to get my restaurant listed on Industry Perks.",
      user_context: { test_scenario: 'auto-detect' },
    },
  },
];

/** The three ways to start a conversation (POST /ai/conversations). */
export function ConversationStarters({
  track,
  onCreated,
}: {
  track: Track;
  onCreated: (id: string) => void;
}) {
  const create = useCreateConversation(track);
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">Create a conversation</legend>
      {STARTERS.map(({ label, icon: Icon, body }) => (
        <Button
          key={label}
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(body, {
              onSuccess: (conversation) => {
                onCreated(conversation.id);
                toast.success(AI_MESSAGES.conversationCreated);
              },
              onError: (error) => toast.error(AI_MESSAGES.createFailed, { description: reasonOf(error) }),
            })
          }
        >
          <Icon aria-hidden="true" /> {label}
        </Button>
      ))}
    </fieldset>
  );
}
