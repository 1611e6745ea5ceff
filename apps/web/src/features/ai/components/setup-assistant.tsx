import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { AI_MESSAGES } from '@perks/contract';
import MessageCircle from 'lucide-react/icons/message-circle';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { useCreateConversation } from '../api/create-conversation';
import { useExtract } from '../api/extract-business';
import type { Track } from '../api/track';
import { useReasonOf } from '../lib/message-text';
import { type BusinessDraft, DRAFT_FIELDS, type DraftField } from '../lib/use-business-draft';
import { AiChat } from './ai-chat';

/**
 * What the assistant heard, field by field (a field it did not hear is left out), and which of
 * those fields it may have misheard, for the form to mark until the owner has checked them.
 */
export interface BusinessFill {
  values: Partial<BusinessDraft>;
  toConfirm: DraftField[];
}

// The setup flow keeps no call log.
const untracked: Track = (_endpoint, call) => call();

const SCENARIO = 'business-setup';

/**
 * The onboarding assistant inside the owner's setup (decision 069): the owner describes the
 * business in their own words, and 'Fill in the form' puts what the assistant understood into the
 * setup form, where they check and correct it before anything is created. Nothing is created here,
 * and no conversation is started (nor counted against the person's budget) until they ask for it.
 */
export function SetupAssistant({ onFill }: { onFill: (fill: BusinessFill) => void }) {
  const start = useCreateConversation(untracked);
  const [conversationId, setConversationId] = useState<string | null>(null);
  const extract = useExtract(untracked, conversationId);
  // How many fields the last fill put into the form (null before any).
  const [filled, setFilled] = useState<number | null>(null);
  // How many of them the form marks for the owner to check.
  const [toConfirm, setToConfirm] = useState(0);
  const { t } = useLingui();
  const tc = useContractText();
  const reasonOf = useReasonOf();
  const headingId = useId();
  const section = useRef<HTMLElement>(null);

  // The start button goes away once the chat is open: the keyboard moves on to the message box.
  useEffect(() => {
    if (conversationId) section.current?.querySelector('textarea')?.focus();
  }, [conversationId]);

  const startReason = start.isError ? reasonOf(start.error) : '';

  const begin = () => {
    if (start.isPending) return;
    start.mutate(
      { conversation_type: 'business_onboarding', user_context: { test_scenario: SCENARIO } },
      { onSuccess: (conversation) => setConversationId(conversation.id) },
    );
  };
  const fill = () => {
    if (extract.isPending) return;
    setFilled(null);
    extract.mutate(undefined, {
      onSuccess: (result) => {
        const values: BusinessFill['values'] = {};
        for (const field of DRAFT_FIELDS) {
          const value = result.extracted_data[field];
          if (typeof value === 'string' && value.trim()) values[field] = value;
        }
        const toConfirm = DRAFT_FIELDS.filter(
          (field) => values[field] !== undefined && result.doubtful_fields?.includes(field),
        );
        const count = Object.keys(values).length;
        setFilled(count);
        setToConfirm(toConfirm.length);
        if (count > 0) onFill({ values, toConfirm });
      },
    });
  };

  return (
    <section ref={section} aria-labelledby={headingId} className="space-y-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <MessageCircle aria-hidden="true" className="size-5 text-primary" />
        <Trans>Or tell the assistant about it</Trans>
      </h2>
      {conversationId === null ? (
        <>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Describe your business in your own words, such as "I own a bar called The Dockside Tap on
              Commercial Street". The assistant fills in the form for you to check.
            </Trans>
          </p>
          <Button type="button" variant="outline" onClick={begin} disabled={start.isPending}>
            {start.isPending ? t`Starting...` : t`Describe my business`}
          </Button>
          {start.isError && (
            <p role="alert" className="text-sm text-destructive">
              {t`Could not start the assistant: ${startReason}`}
            </p>
          )}
        </>
      ) : (
        <>
          <AiChat
            track={untracked}
            conversationId={conversationId}
            heading={t`Chat with the assistant`}
            scenario={SCENARIO}
            testTools={false}
          />
          <div className="space-y-2 border-t pt-3">
            <Button type="button" onClick={fill} disabled={extract.isPending}>
              {extract.isPending ? t`Filling in...` : t`Fill in the form`}
            </Button>
            <p role="status" className="text-sm text-muted-foreground">
              {filled === null ? null : filled === 0 ? (
                <Trans>
                  The assistant has not heard anything for the form yet. Tell it the name of your business.
                </Trans>
              ) : (
                <>
                  <Plural
                    value={filled}
                    one="Filled in # field from your conversation. Check it in the form, then press 'Create business'."
                    other="Filled in # fields from your conversation. Check them in the form, then press 'Create business'."
                  />
                  {toConfirm > 0 && (
                    <>
                      {' '}
                      <Plural
                        value={toConfirm}
                        one="# field is marked: the assistant was not sure of it."
                        other="# fields are marked: the assistant was not sure of them."
                      />
                    </>
                  )}
                </>
              )}
            </p>
            {extract.isError && (
              <p role="alert" className="text-sm text-destructive">
                {tc(AI_MESSAGES.extractFailed)}: {reasonOf(extract.error)}
              </p>
            )}
          </div>
        </>
      )}
    </section>
  );
}
