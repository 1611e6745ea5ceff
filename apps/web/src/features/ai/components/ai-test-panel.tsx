import { Trans, useLingui } from '@lingui/react/macro';
import { AI_MESSAGES, type TExtractionResult } from '@perks/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileSearch, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { CallLogTabs } from '@/components/call-log-views';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useCallLog } from '@/lib/use-call-log';
import { aiKeys } from '../api/ai-keys';
import { useCreateBusinessFromExtraction } from '../api/create-business-from-extraction';
import { useExtract } from '../api/extract-business';
import { useReasonOf } from '../lib/message-text';
import { AiChat } from './ai-chat';
import { AiStatsCards } from './ai-stats-cards';
import { ConnectionTest } from './connection-test';
import { ConversationStarters } from './conversation-starters';
import { CreateBusinessFromExtraction } from './create-business-from-extraction';
import { CustomPayload } from './custom-payload';
import { ExtractionCard } from './extraction-card';

const AI_ENDPOINTS = [
  'GET /ai/test-connection',
  'GET /ai/admin/stats',
  'POST /ai/conversations',
  'GET /ai/conversations/{id}',
  'POST /ai/conversations/{id}/messages',
  'POST /ai/conversations/{id}/extract',
  'POST /admin/businesses',
];

/**
 * The API Test Center's AI tab: starts with no conversation and becomes active once one is
 * created (docs/product.md, "AI onboarding and the API Test Center").
 */
export function AiTestPanel() {
  const { log, record } = useCallLog();
  const { t } = useLingui();
  const tc = useContractText();
  const reasonOf = useReasonOf();
  const queryClient = useQueryClient();
  const [conversationId, setConversationId] = useState<string | null>(null);
  const [extraction, setExtraction] = useState<TExtractionResult | null>(null);
  const extract = useExtract(record, conversationId);
  // Held here, not in the button, so a business made from this conversation stays made across views.
  const creation = useCreateBusinessFromExtraction(record);

  const runExtraction = () => {
    if (!conversationId) {
      toast.error(tc(AI_MESSAGES.conversationRequired));
      return;
    }
    extract.mutate(undefined, {
      onSuccess: (result) => {
        setExtraction(result);
        toast.success(tc(AI_MESSAGES.dataExtracted));
      },
      onError: (error) => {
        const reason = reasonOf(error);
        toast.error(t`Data extraction failed: ${reason}`);
      },
    });
  };

  const visual = (
    <div className="space-y-6">
      <AiStatsCards track={record} />
      <ConnectionTest track={record} />
      <div className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <Trans>Conversation</Trans>
          </h3>
          <Badge variant={conversationId ? 'default' : 'outline'}>
            {conversationId ? t`Active` : t`None`}
          </Badge>
          {conversationId ? <code className="break-all text-xs">{conversationId}</code> : null}
        </div>
        <ConversationStarters
          track={record}
          onCreated={(id) => {
            setConversationId(id);
            setExtraction(null);
            creation.reset();
          }}
        />
      </div>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">
          <Trans>Analysis tools</Trans>
        </legend>
        <Button onClick={runExtraction} disabled={extract.isPending}>
          <FileSearch aria-hidden="true" /> {extract.isPending ? t`Extracting…` : t`Extract Data`}
        </Button>
        <Button
          variant="outline"
          disabled={!conversationId}
          onClick={() =>
            void queryClient.invalidateQueries({ queryKey: aiKeys.conversation(conversationId ?? '') })
          }
        >
          <RefreshCw aria-hidden="true" /> <Trans>Reload conversation</Trans>
        </Button>
      </fieldset>
      <AiChat track={record} conversationId={conversationId} />
      {extraction ? (
        <ExtractionCard
          // A new extraction starts a new draft.
          key={JSON.stringify(extraction)}
          result={extraction}
          actions={
            extraction.conversation_type === 'business_onboarding'
              ? (data) => <CreateBusinessFromExtraction data={data} creation={creation} />
              : undefined
          }
        />
      ) : null}
    </div>
  );

  return (
    <CallLogTabs
      label={t`AI API`}
      endpoints={AI_ENDPOINTS}
      log={log}
      visual={visual}
      rawExtra={<CustomPayload />}
    />
  );
}
