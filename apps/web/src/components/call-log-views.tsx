import type { ReactNode } from 'react';
import { TestSubTabs } from '@/components/test-sub-tabs';
import { Badge } from '@/components/ui/badge';
import type { CallLog } from '@/lib/use-call-log';

/** Structured view: every endpoint the panel knows, with its last status and latency. */
function EndpointStatusList({ endpoints, log }: { endpoints: string[]; log: CallLog }) {
  return (
    <ul className="divide-y rounded-md border" aria-label="Endpoint status">
      {endpoints.map((endpoint) => {
        const entry = log[endpoint];
        return (
          <li key={endpoint} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <code className="break-all">{endpoint}</code>
            {entry ? (
              <span className="flex items-center gap-2">
                <Badge variant={entry.ok ? 'default' : 'destructive'}>
                  {entry.ok ? 'OK' : `Failed${entry.status ? ` ${entry.status}` : ''}`}
                </Badge>
                <span className="text-muted-foreground">{entry.latencyMs} ms</span>
              </span>
            ) : (
              <Badge variant="outline">Not called</Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Raw view: the last body each endpoint answered, as JSON. */
function RawResponses({ log }: { log: CallLog }) {
  const entries = Object.entries(log);
  if (entries.length === 0) {
    return <p className="text-sm text-muted-foreground">No calls yet. Use the Visual tab to make some.</p>;
  }
  return (
    <div className="space-y-3">
      {entries.map(([endpoint, entry]) => (
        <section key={endpoint} aria-label={`Raw response of ${endpoint}`} className="space-y-1">
          <h4 className="text-sm font-medium">
            <code>{endpoint}</code> · {entry.ok ? 'OK' : `Failed ${entry.status}`} · {entry.latencyMs} ms
          </h4>
          <pre className="max-h-72 overflow-auto rounded-md bg-muted p-3 text-xs">
            {JSON.stringify(entry.body, null, 2)}
          </pre>
        </section>
      ))}
    </div>
  );
}

/**
 * A Test Center panel: its Visual view, the Structured view of its endpoints and the Raw view of
 * their answers (plus anything the panel adds there).
 */
export function CallLogTabs({
  label,
  endpoints,
  log,
  visual,
  rawExtra,
}: {
  label: string;
  endpoints: string[];
  log: CallLog;
  visual: ReactNode;
  rawExtra?: ReactNode;
}) {
  return (
    <TestSubTabs
      label={label}
      visual={visual}
      structured={<EndpointStatusList endpoints={endpoints} log={log} />}
      raw={
        <div className="space-y-6">
          <RawResponses log={log} />
          {rawExtra}
        </div>
      }
    />
  );
}
