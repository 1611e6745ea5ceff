import { Skeleton } from '@/components/ui/skeleton';

/** A job card's outline while the list loads. */
export function JobCardSkeleton() {
  return (
    <div data-testid="job-card-skeleton" className="rounded-lg border bg-card p-5 shadow-sm">
      <Skeleton className="h-6 w-2/3" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <Skeleton className="mt-4 h-4 w-1/4" />
    </div>
  );
}
