import { AI_MESSAGES, type AiConversationType, QUICK_REPLIES } from '@perks/contract';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { LoadingNotice } from '@/components/load-states';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useConversation } from '../api/get-conversation';
import { useSendMessage } from '../api/send-message';
import type { Track } from '../api/track';
import { messageText, reasonOf } from '../lib/message-text';

/**
 * The live chat: the conversation's turns, quick replies and the message box (Enter sends,
 * Shift+Enter starts a new line). Sending needs a conversation first and some text. The Test
 * Center shows it as is; the owner's setup flow (decision 069) without its test quick replies and
 * without a toast for every message.
 */
export function AiChat({
  track,
  conversationId,
  heading = 'Live chat',
  scenario = 'api-test-center',
  testTools = true,
}: {
  track: Track;
  conversationId: string | null;
  heading?: string;
  /** Sent with each message as its `test_scenario`, so a conversation says where it came from. */
  scenario?: string;
  /** The quick replies and the 'Message sent' toast of the API Test Center. */
  testTools?: boolean;
}) {
  const conversation = useConversation(track, conversationId);
  const send = useSendMessage(track, conversationId, scenario);
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const boxId = useId();
  const type: AiConversationType = conversation.data?.type ?? 'business_onboarding';
  useEffect(() => {
    if (conversation.error) toast.error(`Failed to fetch conversation: ${reasonOf(conversation.error)}`);
  }, [conversation.error]);

  const submit = (text: string) => {
    if (!conversationId) {
      setProblem(AI_MESSAGES.conversationRequired);
      toast.error(AI_MESSAGES.conversationRequired);
      return;
    }
    if (!text.trim() || send.isPending) return;
    setProblem(null);
    send.mutate(text.trim(), {
      onSuccess: () => {
        setDraft('');
        if (testTools) toast.success(AI_MESSAGES.messageSent);
      },
      onError: (error) => toast.error(`Failed to send message: ${reasonOf(error)}`),
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
        {heading}
      </h3>
      <div
        role="log"
        aria-label="Conversation"
        aria-live="polite"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so it takes keyboard focus to be scrolled without a mouse.
        tabIndex={0}
        className="max-h-96 min-h-32 overflow-y-auto rounded-md border p-3 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {!conversationId ? (
          <p className="text-sm text-muted-foreground">No conversation yet. Create one above to start.</p>
        ) : conversation.isPending ? (
          <LoadingNotice>Loading the conversation…</LoadingNotice>
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
                <span className="sr-only">{message.role === 'user' ? 'You: ' : 'Assistant: '}</span>
                {messageText(message.content)}
              </li>
            ))}
          </ol>
        )}
      </div>
      {testTools && (
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick replies</legend>
          {QUICK_REPLIES[type].map((reply) => (
            <Button
              key={reply.label}
              variant="secondary"
              size="sm"
              onClick={() => submit(reply.message)}
              disabled={send.isPending}
            >
              {reply.label}
            </Button>
          ))}
        </fieldset>
      )}
      <div className="space-y-1">
        <Label htmlFor={boxId}>Message</Label>
        <Textarea
          id={boxId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
          placeholder="Type a message. Enter sends, Shift+Enter starts a new line."
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
        <Send aria-hidden="true" /> {send.isPending ? 'Sending…' : 'Send'}
      </Button>
    </section>
  );
}
