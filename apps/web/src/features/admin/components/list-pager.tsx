import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface ListPagerProps {
  /** Names the navigation landmark: 'Users pages'. */
  label: string;
  /** The list's page fields, as the API returns them. */
  list: { page: number; totalPages: number; total: number };
  /** Where the list stands, between the buttons: 'Page 2 of 3 (45 users)'. */
  summary: ReactNode;
  onPage: (page: number) => void;
}

/** Previous / 'Page a of b (n things)' / Next under an admin list; hidden for a single page. */
export function ListPager({ label, list, summary, onPage }: ListPagerProps) {
  if (list.totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-2 text-sm">
      <Button variant="outline" size="sm" disabled={list.page <= 1} onClick={() => onPage(list.page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <span>{summary}</span>
      <Button
        variant="outline"
        size="sm"
        disabled={list.page >= list.totalPages}
        onClick={() => onPage(list.page + 1)}
      >
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
