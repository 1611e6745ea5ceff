import { AI_MESSAGES, connectionFailed } from '@perks/contract';
import { PlugZap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useAiConnection } from '../api/get-ai-connection';
import type { Track } from '../api/track';
import { reasonOf } from '../lib/message-text';

/** 'Test Connection': asks the configured provider for one short answer (GET /ai/test-connection). */
export function ConnectionTest({ track }: { track: Track }) {
  const connection = useAiConnection(track);
  const run = async () => {
    const result = await connection.refetch();
    if (result.data) {
      toast.success(
        result.data.provider === 'openrouter' ? AI_MESSAGES.connectionPassed : result.data.message,
      );
    } else {
      toast.error(connectionFailed(reasonOf(result.error)));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" onClick={() => void run()} disabled={connection.isFetching}>
        <PlugZap aria-hidden="true" /> {connection.isFetching ? 'Testing…' : 'Test Connection'}
      </Button>
      <p role="status" className="text-sm text-muted-foreground">
        {connection.data
          ? `${connection.data.message} · ${connection.data.model} · ${connection.data.latency_ms} ms`
          : connection.error
            ? connectionFailed(reasonOf(connection.error))
            : 'Not tested yet'}
      </p>
    </div>
  );
}
