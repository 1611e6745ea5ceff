import { Trans, useLingui } from '@lingui/react/macro';
import MessageSquare from 'lucide-react/icons/message-square';
import { HeadedSection } from '@/components/headed-section';
import { useConversations } from '@/features/messages';
import { ActionCard } from './action-card';

/**
 * 'Messages' on the dashboard (docs/product.md, "Messages"): how many messages wait unread, for
 * applicants and for the businesses' owners and managers alike. Shown once there is a conversation.
 */
export function MessagesCard() {
  const { t, i18n } = useLingui();
  const conversations = useConversations();
  const data = conversations.data;
  if (!data || data.items.length === 0) return null;
  return (
    <HeadedSection headingId="messages-heading" title={<Trans>Messages</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ActionCard
          icon={MessageSquare}
          title={t`Unread messages`}
          description={t`Conversations about applications.`}
          to="/messages"
          action={t`Open Messages`}
        >
          <p className="text-3xl font-bold">{i18n.number(data.unread_total)}</p>
        </ActionCard>
      </div>
    </HeadedSection>
  );
}
