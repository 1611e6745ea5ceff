import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { AlertCircle, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** A list or panel that is still loading: a spinner and what is coming ('Loading…' unless told), announced politely. */
export function LoadingNotice({ children, className }: { children?: ReactNode; className?: string }) {
  return (
    <p role="status" className={cn('flex items-center gap-2 text-sm text-muted-foreground', className)}>
      <Loader2 aria-hidden="true" className="size-4 animate-spin" />
      {children ?? <Trans>Loading…</Trans>}
    </p>
  );
}

/**
 * A list or panel that could not be loaded: what failed, announced at once, and 'Try again'.
 * `centered` puts both in the middle; `gap` is the space between them.
 */
export function LoadFailedNotice({
  children,
  onRetry,
  className,
  centered = false,
  gap = 'gap-2',
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
  centered?: boolean;
  gap?: 'gap-2' | 'gap-3';
}) {
  return (
    <div
      role="alert"
      className={cn('flex flex-col', centered ? 'items-center' : 'items-start', gap, className)}
    >
      <p className="flex items-center gap-2 text-sm">
        <AlertCircle aria-hidden="true" className="size-4 text-destructive" />
        {children}
      </p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

/**
 * A query's answer, drawn by `children` once it has one; until then what is loading, or what
 * failed with 'Try again'.
 */
export function QueryStates<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>;
  loading: ReactNode;
  failed: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingNotice>{loading}</LoadingNotice>;
  if (query.isError)
    return <LoadFailedNotice onRetry={() => void query.refetch()}>{failed}</LoadFailedNotice>;
  return children(query.data);
}
