import { successRatePercent } from '@perks/contract';
import { useEffect } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/lib/toast';
import { useAiStats } from '../api/get-ai-stats';
import type { Track } from '../api/track';
import { reasonOf } from '../lib/message-text';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-md border p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

/** The AI figures (GET /ai/admin/stats): counts, average length, success rate and the model. */
export function AiStatsCards({ track }: { track: Track }) {
  const stats = useAiStats(track);
  useEffect(() => {
    if (stats.error) toast.error(`Failed to fetch admin stats: ${reasonOf(stats.error)}`);
  }, [stats.error]);

  if (stats.isPending) return <LoadingNotice>Loading AI statistics…</LoadingNotice>;
  if (stats.isError) {
    return (
      <LoadFailedNotice onRetry={() => void stats.refetch()}>Failed to fetch admin stats</LoadFailedNotice>
    );
  }
  const s = stats.data;
  return (
    <section aria-labelledby="ai-stats-heading" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="ai-stats-heading" className="font-semibold">
          AI statistics
        </h3>
        <Badge variant="secondary">Model: {s.model}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label="Total conversations" value={s.totalConversations} />
        <Figure label="Active" value={s.activeConversations} />
        <Figure label="Completed" value={s.completedConversations} />
        <Figure label="Total messages" value={s.totalMessages} />
        <Figure label="Average messages" value={s.averageMessages.toFixed(1)} />
        <Figure
          label="Success rate"
          value={`${successRatePercent(s.completedConversations, s.totalConversations)}%`}
        />
      </dl>
    </section>
  );
}
