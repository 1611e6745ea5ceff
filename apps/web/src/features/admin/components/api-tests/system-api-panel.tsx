import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Activity } from 'lucide-react';
import { CallLogTabs } from '@/components/call-log-views';
import { Button } from '@/components/ui/button';
import { useCallLog } from '@/lib/use-call-log';
import { fetchSystemHealth } from '../../api/get-system-health';
import { ProbeResult } from './probe-result';
import { useProbe } from './use-probe';

// The spec's System tab is a list of planned tests; the health check beyond it is real.
const PLANNED_TESTS: MessageDescriptor[] = [
  msg`Database connectivity and migrations`,
  msg`Authentication: sign-in, refresh and sign-out`,
  msg`Rate limits and abuse budgets`,
  msg`Image uploads`,
  msg`SMS delivery`,
  msg`Background retention jobs`,
];

/** System API: the planned tests, and the real health check with its answer and latency. */
export function SystemApiPanel() {
  const { t } = useLingui();
  const { log, record } = useCallLog();
  const health = useProbe(record, 'GET /health', () => fetchSystemHealth());
  const visual = (
    <div className="space-y-4">
      <section aria-labelledby="planned-tests" className="space-y-2">
        <h3 id="planned-tests" className="font-semibold">
          <Trans>Planned tests</Trans>
        </h3>
        <ul className="list-disc ps-5 text-sm text-muted-foreground">
          {PLANNED_TESTS.map((test) => (
            <li key={test.id}>{t(test)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="health-check" className="space-y-2">
        <h3 id="health-check" className="font-semibold">
          <Trans>Health check</Trans>
        </h3>
        <Button variant="outline" onClick={() => health.mutate()} disabled={health.isPending}>
          <Activity aria-hidden="true" /> <Trans>Run health check</Trans>
        </Button>
        <ProbeResult probe={health} idle={t`Not run yet.`}>
          {({ status, database, engine }) => {
            const latency = log['GET /health']?.latencyMs ?? 0;
            return (
              <p role="status" className="text-sm">
                <Trans>
                  Status: <span className="font-semibold">{status}</span> · database {database} ({engine}) ·{' '}
                  {latency} ms
                </Trans>
              </p>
            );
          }}
        </ProbeResult>
      </section>
    </div>
  );
  return <CallLogTabs label={t`System API`} endpoints={['GET /health']} log={log} visual={visual} />;
}
