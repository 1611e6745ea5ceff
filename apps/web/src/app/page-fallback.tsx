import { Trans } from '@lingui/react/macro';
import { Skeleton } from '@/components/ui/skeleton';

/**
 * Shown inside the layout while the first screen's code downloads, so the navigation bar and
 * footer paint at once instead of a blank page.
 */
export function PageFallback() {
  return (
    <div role="status" aria-live="polite" className="mx-auto w-full max-w-5xl space-y-4 px-4 py-12 sm:px-6">
      <span className="sr-only">
        <Trans>Loading…</Trans>
      </span>
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="h-5 w-full max-w-xl" />
      <Skeleton className="h-5 w-5/6 max-w-lg" />
      <Skeleton className="mt-8 h-48 w-full" />
    </div>
  );
}
