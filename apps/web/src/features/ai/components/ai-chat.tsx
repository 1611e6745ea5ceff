import { Trans, useLingui } from '@lingui/react/macro';
import { AI_MESSAGES, type AiConversationType, QUICK_REPLIES } from '@perks/contract';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useConversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import type { Track } from '../api/track';
import { messageText, useReasonOf } from '../lib/message-text';

/**
 * The live chat: the conversation's turns, quick replies and the message box (Enter sends,
 * Shift+Enter starts a new line). Sending needs a conversation first and some text. The Test
 * Center shows it as is; the owner's setup flow (decision 069) without its test quick replies and
 * without a toast for every message.
 */
export function AiChat({
  track,
  conversationId,
  heading,
  scenario = 'api-test-center',
  testTools = true,
}: {
  track: Track;
  conversationId: string | null;
  /** 'Live chat' unless given. */
  heading?: string;
  /** Sent with each message as its `test_scenario`, so a conversation says where it came from. */
  scenario?: string;
  /** The quick replies and the 'Message sent' toast of the API Test Center. */
  testTools?: boolean;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const reasonOf = useReasonOf();
  const conversation = useConversation(track, conversationId);
  const send = useSendMessage(track, conversationId, scenario);
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const boxId = useId();
  const type: AiConversationType = conversation.data?.type ?? 'business_onboarding';
  const fetchError = conversation.error;
  const fetchReason = fetchError ? reasonOf(fetchError) : null;
  useEffect(() => {
    if (fetchReason) toast.error(t`Failed to fetch conversation: ${fetchReason}`);
  }, [fetchReason, t]);

  const submit = (text: string) => {
    if (!conversationId) {
      setProblem(tc(AI_MESSAGES.conversationRequired));
      toast.error(tc(AI_MESSAGES.conversationRequired));
      return;
    }
    if (!text.trim() || send.isPending) return;
    setProblem(null);
    send.mutate(text.trim(), {
      onSuccess: () => {
        setDraft('');
        if (testTools) toast.success(tc(AI_MESSAGES.messageSent));
      },
      onError: (error) => {
        const reason = reasonOf(error);
        toast.error(t`Failed to send message: ${reason}`);
      },
    });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="font-semibold">
        {heading ?? t`Live chat`}
      </h3>
      <div
        role="log"
        aria-label={t`Conversation`}
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so it takes keyboard focus to be scrolled without a mouse.
        tabIndex={0}
        className="max-h-96 min-h-32 overflow-y-auto rounded-md border p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {!conversationId ? (
          <p className="text-sm text-muted-foreground">
            <Trans>No conversation yet. Create one above to start.</Trans>
          </p>
        ) : conversation.isPending ? (
          <LoadingNotice>
            <Trans>Loading the conversation…</Trans>
          </LoadingNotice>
        ) : (
          <ol className="flex flex-col gap-2">
            {conversation.data?.messages.map((message) => (
              <li
                key={message.id}
                className={cn(
                  'max-w-[85%] whitespace-pre-wrap rounded-lg px-3 py-2 text-sm',
                  message.role === 'user'
                    ? 'self-end bg-primary text-primary-foreground'
                    : 'self-start bg-muted',
                )}
              >
                <span className="sr-only">{message.role === 'user' ? t`You:` : t`Assistant:`} </span>
                {messageText(message.content)}
              </li>
            ))}
          </ol>
        )}
      </div>
      {testTools && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">
            <Trans>Quick replies</Trans>
          </legend>
          {QUICK_REPLIES[type].map((reply) => (
            <Button
              key={reply.label}
              variant="secondary"
              size="sm"
              onClick={() => submit(tc(reply.message))}
              disabled={send.isPending}
            >
              {tc(reply.label)}
            </Button>
          ))}
        </fieldset>
      )}
      <div className="space-y-1">
        <Label htmlFor={boxId}>
          <Trans>Message</Trans>
        </Label>
        <Textarea
          id={boxId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
          placeholder={t`Type a message. Enter sends, Shift+Enter starts a new line.`}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${boxId}-problem` : undefined}
        />
        {problem ? (
          <p id={`${boxId}-problem`} role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
      </div>
      <Button onClick={() => submit(draft)} disabled={send.isPending}>
        <Send aria-hidden="true" /> {send.isPending ? t`Sending…` : t`Send`}
      </Button>
    </section>
  );
}
