import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { cn } from '@/lib/utils';
import { ListPager } from './list-pager';

interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}

interface SelectableListProps<T extends { id: string }> {
  /** One page of the list, as its query answers it. */
  query: UseQueryResult<Page<T>>;
  /** Names the list and its pager: 'Users', 'Users pages'. */
  label: string;
  /** What the list holds, in the messages and the count: 'users'. */
  noun: string;
  selectedId: string | null;
  onSelect: (item: T) => void;
  onPage: (page: number) => void;
  /** The inside of one row's button. */
  renderItem: (item: T) => ReactNode;
  /** Told each page that arrives: the statistics fall back to it when their own call fails. */
  onLoaded?: (page: Page<T>) => void;
  /** A row's own controls (a menu), beside its button rather than inside it. */
  renderActions?: (item: T) => ReactNode;
}

/**
 * The admin panels' list: loading, failed (with Try again), empty, or one page of rows that each
 * select an item, and the pager. The previous page stays on screen while the next loads.
 */
export function SelectableList<T extends { id: string }>({
  query,
  label,
  noun,
  selectedId,
  onSelect,
  onPage,
  renderItem,
  onLoaded,
  renderActions,
}: SelectableListProps<T>) {
  useEffect(() => {
    if (query.data) onLoaded?.(query.data);
  }, [query.data, onLoaded]);
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingNotice className="py-6">Loading {noun}...</LoadingNotice>;
  } else if (query.isError) {
    body = (
      <LoadFailedNotice className="py-4" onRetry={() => void query.refetch()}>
        Failed to load {noun}.
      </LoadFailedNotice>
    );
  } else if (query.data.data.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">No {noun} match.</p>;
  } else {
    body = (
      <ul aria-label={label} className="divide-y">
        {query.data.data.map((item) => (
          <li key={item.id} className="flex items-center gap-1">
            <button
              type="button"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item)}
              className={cn(
                'flex min-w-0 flex-1 flex-col items-start gap-1 px-2 py-3 text-start hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                item.id === selectedId && 'bg-muted',
              )}
            >
              {renderItem(item)}
            </button>
            {renderActions?.(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <>
      <div aria-busy={query.isFetching}>{body}</div>
      {query.data && <ListPager label={`${label} pages`} list={query.data} noun={noun} onPage={onPage} />}
    </>
  );
}

/**
 * The page of a filtered list, and `filtered(set)`: a filter's setter that also goes back to page 1,
 * since a new search or filter starts again at the first page.
 */
export function useFilteredPage() {
  const [page, setPage] = useState(1);
  const filtered =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };
  return { page, setPage, filtered };
}
