import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AI_MESSAGES, type TCreateConversationRequest } from '@perks/contract';
import { Building2, Sparkles, UserRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useCreateConversation } from '../api/create-conversation';
import type { Track } from '../api/track';
import { useReasonOf } from '../lib/message-text';

const STARTERS: {
  id: string;
  label: MessageDescriptor;
  icon: typeof Building2;
  body: TCreateConversationRequest;
}[] = [
  {
    id: 'business',
    label: msg`Business conversation`,
    icon: Building2,
    body: { conversation_type: 'business_onboarding', user_context: { test_scenario: 'business' } },
  },
  {
    id: 'employee',
    label: msg`Employee conversation`,
    icon: UserRound,
    body: { conversation_type: 'employee_onboarding', user_context: { test_scenario: 'employee' } },
  },
  {
    id: 'auto-detect',
    label: msg`Auto-detect conversation`,
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
  const { t } = useLingui();
  const tc = useContractText();
  const reasonOf = useReasonOf();
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">
        <Trans>Create a conversation</Trans>
      </legend>
      {STARTERS.map(({ id, label, icon: Icon, body }) => (
        <Button
          key={id}
          variant="outline"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(body, {
              onSuccess: (conversation) => {
                onCreated(conversation.id);
                toast.success(tc(AI_MESSAGES.conversationCreated));
              },
              onError: (error) => toast.error(tc(AI_MESSAGES.createFailed), { description: reasonOf(error) }),
            })
          }
        >
          <Icon aria-hidden="true" /> {t(label)}
        </Button>
      ))}
    </fieldset>
  );
}
