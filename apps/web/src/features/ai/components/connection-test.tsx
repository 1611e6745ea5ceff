import { useLingui } from '@lingui/react/macro';
import { AI_MESSAGES } from '@perks/contract';
import { PlugZap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useContractText } from '@/lib/i18n/contract-text';
import { toast } from '@/lib/toast';
import { useAiConnection } from '../api/get-ai-connection';
import type { Track } from '../api/track';
import { useReasonOf } from '../lib/message-text';

/** 'Test Connection': asks the configured provider for one short answer (GET /ai/test-connection). */
export function ConnectionTest({ track }: { track: Track }) {
  const connection = useAiConnection(track);
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const reasonOf = useReasonOf();
  // The contract's connectionFailed(reason), as one message in the reader's language.
  const connectionFailed = (error: unknown) => {
    const reason = reasonOf(error);
    return t`Connection test failed: ${reason}`;
  };
  const run = async () => {
    const result = await connection.refetch();
    if (result.data) {
      toast.success(
        tc(result.data.provider === 'openrouter' ? AI_MESSAGES.connectionPassed : result.data.message),
      );
    } else {
      toast.error(connectionFailed(result.error));
    }
  };
  const tested = connection.data;
  const latency = tested ? i18n.number(tested.latency_ms) : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => void run()} disabled={connection.isFetching}>
        <PlugZap aria-hidden="true" /> {connection.isFetching ? t`Testing…` : t`Test Connection`}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {tested
          ? `${tc(tested.message)} · ${tested.model} · ${t`${latency} ms`}`
          : connection.error
            ? connectionFailed(connection.error)
            : t`Not tested yet`}
      </p>
    </div>
  );
}
