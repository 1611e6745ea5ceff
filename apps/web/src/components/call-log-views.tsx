import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { TestSubTabs } from '@/components/test-sub-tabs';
import { Badge } from '@/components/ui/badge';
import type { CallLog, CallRecord } from '@/lib/use-call-log';

/** 'OK', or 'Failed' with the status when one came back. */
function useOutcome() {
  const { t } = useLingui();
  return ({ ok, status }: Pick<CallRecord, 'ok' | 'status'>) => {
    if (ok) return t`OK`;
    return status ? t`Failed ${status}` : t`Failed`;
  };
}

/** The call's latency in milliseconds, with the unit written the reader's way. */
function useLatency() {
  const { i18n } = useLingui();
  return (ms: number) => i18n.number(ms, { style: 'unit', unit: 'millisecond' });
}

/** Structured view: every endpoint the panel knows, with its last status and latency. */
function EndpointStatusList({ endpoints, log }: { endpoints: string[]; log: CallLog }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const latency = useLatency();
  return (
    <ul className="divide-y rounded-md border" aria-label={t`Endpoint status`}>
      {endpoints.map((endpoint) => {
        const entry = log[endpoint];
        return (
          <li key={endpoint} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
            <code className="break-all">{endpoint}</code>
            {entry ? (
              <span className="flex items-center gap-2">
                <Badge variant={entry.ok ? 'default' : 'destructive'}>{outcome(entry)}</Badge>
                <span className="text-muted-foreground">{latency(entry.latencyMs)}</span>
              </span>
            ) : (
              <Badge variant="outline">
                <Trans>Not called</Trans>
              </Badge>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Raw view: the last body each endpoint answered, as JSON. */
function RawResponses({ log }: { log: CallLog }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const latency = useLatency();
  const entries = Object.entries(log);
  if (entries.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No calls yet. Use the Visual tab to make some.</Trans>
      </p>
    );
  }
  return (
    <div className="space-y-3">
      {entries.map(([endpoint, entry]) => (
        <section key={endpoint} aria-label={t`Raw response of ${endpoint}`} className="space-y-1">
          <h4 className="text-sm font-medium">
            <code>{endpoint}</code> · {outcome(entry)} · {latency(entry.latencyMs)}
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
