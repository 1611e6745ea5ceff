import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
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

/** What an admin list holds. */
export type ListNoun = 'users' | 'businesses' | 'jobs' | 'leads';

/** Each list's name, its pager's name, and what it says while loading, on failure and when empty. */
const LIST_TEXT: Record<
  ListNoun,
  Record<'label' | 'pages' | 'loading' | 'failed' | 'empty', MessageDescriptor>
> = {
  users: {
    label: msg`Users`,
    pages: msg`Users pages`,
    loading: msg`Loading users...`,
    failed: msg`Failed to load users.`,
    empty: msg`No users match.`,
  },
  businesses: {
    label: msg`Businesses`,
    pages: msg`Businesses pages`,
    loading: msg`Loading businesses...`,
    failed: msg`Failed to load businesses.`,
    empty: msg`No businesses match.`,
  },
  jobs: {
    label: msg`Jobs`,
    pages: msg`Jobs pages`,
    loading: msg`Loading jobs...`,
    failed: msg`Failed to load jobs.`,
    empty: msg`No jobs match.`,
  },
  leads: {
    label: msg`Leads`,
    pages: msg`Leads pages`,
    loading: msg`Loading leads...`,
    failed: msg`Failed to load leads.`,
    empty: msg`No leads match.`,
  },
};

/** The pager's 'Page 2 of 3 (45 users)'. */
function usePageSummary(noun: ListNoun) {
  const { t } = useLingui();
  return ({ page: current, totalPages: pages, total }: Page<unknown>) => {
    switch (noun) {
      case 'users':
        return t`Page ${current} of ${pages} (${plural(total, { one: '# user', other: '# users' })})`;
      case 'businesses':
        return t`Page ${current} of ${pages} (${plural(total, { one: '# business', other: '# businesses' })})`;
      case 'jobs':
        return t`Page ${current} of ${pages} (${plural(total, { one: '# job', other: '# jobs' })})`;
      default:
        return t`Page ${current} of ${pages} (${plural(total, { one: '# lead', other: '# leads' })})`;
    }
  };
}

interface SelectableListProps<T extends { id: string }> {
  /** One page of the list, as its query answers it. */
  query: UseQueryResult<Page<T>>;
  /** What the list holds: it names the list and its pager, and its messages and count say it. */
  noun: ListNoun;
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
  noun,
  selectedId,
  onSelect,
  onPage,
  renderItem,
  onLoaded,
  renderActions,
}: SelectableListProps<T>) {
  const { t } = useLingui();
  const text = LIST_TEXT[noun];
  const summary = usePageSummary(noun);
  useEffect(() => {
    if (query.data) onLoaded?.(query.data);
  }, [query.data, onLoaded]);
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingNotice className="py-6">{t(text.loading)}</LoadingNotice>;
  } else if (query.isError) {
    body = (
      <LoadFailedNotice className="py-4" onRetry={() => void query.refetch()}>
        {t(text.failed)}
      </LoadFailedNotice>
    );
  } else if (query.data.data.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">{t(text.empty)}</p>;
  } else {
    body = (
      <ul aria-label={t(text.label)} className="divide-y">
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
      {query.data && (
        <ListPager label={t(text.pages)} list={query.data} summary={summary(query.data)} onPage={onPage} />
      )}
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
