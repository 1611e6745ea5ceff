import { Activity } from 'lucide-react';
import { CallLogTabs } from '@/components/call-log-views';
import { Button } from '@/components/ui/button';
import { useCallLog } from '@/lib/use-call-log';
import { fetchSystemHealth } from '../../api/get-system-health';
import { ProbeResult } from './probe-result';
import { useProbe } from './use-probe';

// The spec's System tab is a list of planned tests; the health check beyond it is real.
const PLANNED_TESTS = [
  'Database connectivity and migrations',
  'Authentication: sign-in, refresh and sign-out',
  'Rate limits and abuse budgets',
  'Image uploads',
  'SMS delivery',
  'Background retention jobs',
];

/** System API: the planned tests, and the real health check with its answer and latency. */
export function SystemApiPanel() {
  const { log, record } = useCallLog();
  const health = useProbe(record, 'GET /health', () => fetchSystemHealth());
  const visual = (
    <div className="space-y-4">
      <section aria-labelledby="planned-tests" className="space-y-2">
        <h3 id="planned-tests" className="font-semibold">
          Planned tests
        </h3>
        <ul className="list-disc ps-5 text-sm text-muted-foreground">
          {PLANNED_TESTS.map((test) => (
            <li key={test}>{test}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="health-check" className="space-y-2">
        <h3 id="health-check" className="font-semibold">
          Health check
        </h3>
        <Button variant="outline" onClick={() => health.mutate()} disabled={health.isPending}>
          <Activity aria-hidden="true" /> Run health check
        </Button>
        <ProbeResult probe={health} idle="Not run yet.">
          {(answer) => (
            <p role="status" className="text-sm">
              Status: <span className="font-semibold">{answer.status}</span> · database {answer.database} (
              {answer.engine}) · {log['GET /health']?.latencyMs ?? 0} ms
            </p>
          )}
        </ProbeResult>
      </section>
    </div>
  );
  return <CallLogTabs label="System API" endpoints={['GET /health']} log={log} visual={visual} />;
}
