import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LoadingNotice } from '@/components/load-states';
import { useContractText } from '@/lib/i18n/contract-text';

interface ProbeState<T> {
  isPending: boolean;
  error: Error | null;
  data: T | undefined;
}

/** A probe's outcome in the Visual view: loading, the error's message, or what `children` draws. */
export function ProbeResult<T>({
  probe,
  idle,
  children,
}: {
  probe: ProbeState<T>;
  idle: string;
  children: (data: T) => ReactNode;
}) {
  const tc = useContractText();
  if (probe.isPending)
    return (
      <LoadingNotice>
        <Trans>Calling the API…</Trans>
      </LoadingNotice>
    );
  if (probe.error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {probe.error.message ? tc(probe.error.message) : <Trans>An error occurred</Trans>}
      </p>
    );
  }
  if (probe.data === undefined) return <p className="text-sm text-muted-foreground">{idle}</p>;
  return <>{children(probe.data)}</>;
}
