import { Trans, useLingui } from '@lingui/react/macro';
import { successRatePercent } from '@perks/contract';
import { useEffect } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { Badge } from '@/components/ui/badge';
import { toast } from '@/lib/toast';
import { useAiStats } from '../api/get-ai-stats';
import type { Track } from '../api/track';
import { useReasonOf } from '../lib/message-text';

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
  const { t, i18n } = useLingui();
  const reasonOf = useReasonOf();
  const reason = stats.error ? reasonOf(stats.error) : null;
  useEffect(() => {
    if (reason) toast.error(t`Failed to fetch admin stats: ${reason}`);
  }, [reason, t]);

  if (stats.isPending)
    return (
      <LoadingNotice>
        <Trans>Loading AI statistics…</Trans>
      </LoadingNotice>
    );
  if (stats.isError) {
    return (
      <LoadFailedNotice onRetry={() => void stats.refetch()}>
        <Trans>Failed to fetch admin stats</Trans>
      </LoadFailedNotice>
    );
  }
  const s = stats.data;
  const model = s.model;
  return (
    <section aria-labelledby="ai-stats-heading" className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        <h3 id="ai-stats-heading" className="font-semibold">
          <Trans>AI statistics</Trans>
        </h3>
        <Badge variant="secondary">
          <Trans>Model: {model}</Trans>
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        <Figure label={t`Total conversations`} value={i18n.number(s.totalConversations)} />
        <Figure label={t`Active`} value={i18n.number(s.activeConversations)} />
        <Figure label={t`Completed`} value={i18n.number(s.completedConversations)} />
        <Figure label={t`Total messages`} value={i18n.number(s.totalMessages)} />
        <Figure
          label={t`Average messages`}
          value={i18n.number(s.averageMessages, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
        />
        <Figure
          label={t`Success rate`}
          value={i18n.number(
            Number(successRatePercent(s.completedConversations, s.totalConversations)) / 100,
            {
              style: 'percent',
              minimumFractionDigits: 1,
              maximumFractionDigits: 1,
            },
          )}
        />
      </dl>
    </section>
  );
}
