import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { LoadFailedNotice, LoadingNotice } from '@/components/load-states';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { ListPager } from './list-pager';

interface Page<T> {
  data: T[];
  page: number;
  totalPages: number;
  total: number;
}

/** What an admin list holds. */
type ListNoun = 'users' | 'businesses' | 'jobs' | 'leads';

/** What a list says: its name, its pager's name, loading, failure, empty, and where the pager stands. */
type ListTextKind = 'label' | 'pages' | 'loading' | 'failed' | 'empty' | 'count';

/**
 * Each list's words, whole sentences per list so each language can say them its own way; `count` is
 * the pager's 'Page 2 of 3 (45 users)', told `current`, `pages` and `total`.
 */
const LIST_TEXT: Record<`${ListNoun}.${ListTextKind}`, MessageDescriptor> = {
  'users.label': msg`Users`,
  'businesses.label': msg`Businesses`,
  'jobs.label': msg`Jobs`,
  'leads.label': msg`Leads`,
  'users.pages': msg`Users pages`,
  'businesses.pages': msg`Businesses pages`,
  'jobs.pages': msg`Jobs pages`,
  'leads.pages': msg`Leads pages`,
  'users.loading': msg`Loading users...`,
  'businesses.loading': msg`Loading businesses...`,
  'jobs.loading': msg`Loading jobs...`,
  'leads.loading': msg`Loading leads...`,
  'users.failed': msg`Failed to load users.`,
  'businesses.failed': msg`Failed to load businesses.`,
  'jobs.failed': msg`Failed to load jobs.`,
  'leads.failed': msg`Failed to load leads.`,
  'users.empty': msg`No users match.`,
  'businesses.empty': msg`No businesses match.`,
  'jobs.empty': msg`No jobs match.`,
  'leads.empty': msg`No leads match.`,
  'users.count': msg({
    message: 'Page {current} of {pages} ({total, plural, one {# user} other {# users}})',
  }),
  'businesses.count': msg({
    message: 'Page {current} of {pages} ({total, plural, one {# business} other {# businesses}})',
  }),
  'jobs.count': msg({ message: 'Page {current} of {pages} ({total, plural, one {# job} other {# jobs}})' }),
  'leads.count': msg({
    message: 'Page {current} of {pages} ({total, plural, one {# lead} other {# leads}})',
  }),
};

/** What a screen tells its admin list: the row it shows, what a click chooses, what a page told. */
export interface ListSelection<T> {
  selectedId: string | null;
  onSelect: (item: T) => void;
  /** Told each page that arrives: the statistics fall back to it when their own call fails. */
  onLoaded?: (page: Page<T>) => void;
}

interface SelectableListProps<T extends { id: string }> extends ListSelection<T> {
  /** One page of the list, as its query answers it. */
  query: UseQueryResult<Page<T>>;
  /** What the list holds: it names the list and its pager, and its messages and count say it. */
  noun: ListNoun;
  onPage: (page: number) => void;
  /** A row's first line: its name and badges. */
  renderTitle: (item: T) => ReactNode;
  /** A row's second line, in small print under the title. */
  renderDetail: (item: T) => ReactNode;
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
  renderTitle,
  renderDetail,
  onLoaded,
  renderActions,
}: SelectableListProps<T>) {
  const { t, i18n } = useLingui();
  const text = (kind: ListTextKind) => t(LIST_TEXT[`${noun}.${kind}`]);
  useEffect(() => {
    if (query.data) onLoaded?.(query.data);
  }, [query.data, onLoaded]);
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingNotice className="py-6">{text('loading')}</LoadingNotice>;
  } else if (query.isError) {
    body = (
      <LoadFailedNotice className="py-4" onRetry={() => void query.refetch()}>
        {text('failed')}
      </LoadFailedNotice>
    );
  } else if (query.data.data.length === 0) {
    body = <p className="py-6 text-sm text-muted-foreground">{text('empty')}</p>;
  } else {
    body = (
      <ul aria-label={text('label')} className="divide-y">
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
              <span className="flex flex-wrap items-center gap-2 font-medium">{renderTitle(item)}</span>
              <span className="text-sm text-muted-foreground">{renderDetail(item)}</span>
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
        <ListPager
          label={text('pages')}
          list={query.data}
          summary={i18n._({
            ...LIST_TEXT[`${noun}.count`],
            values: { current: query.data.page, pages: query.data.totalPages, total: query.data.total },
          })}
          onPage={onPage}
        />
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

// Admin searches wait for a pause in typing (docs/product.md, "Admin panel").
const SEARCH_DEBOUNCE_MS = 500;

/** A search box of an admin list: what is typed, and the same trimmed once typing pauses (what is asked). */
export function useTypedSearch() {
  const [typed, setTyped] = useState('');
  const asked = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  return [typed, setTyped, asked] as const;
}
