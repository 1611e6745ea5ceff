import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

interface ListPaginationProps {
  /** The navigation's accessible name, e.g. 'Job list pages'. */
  label: string;
  page: number;
  totalPages: number;
  /** Buttons: the screen changes the page itself. */
  onPageChange?(page: number): void;
  /**
   * Links instead: each page has an address, so paging works in the server's HTML without
   * JavaScript; with it the router follows them, and `onPageChange` is told after.
   */
  hrefFor?(page: number): string;
}

const WINDOW = 5;

/** Up to five page numbers around the current one. */
function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(WINDOW, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Previous / numbered pages / Next; hidden when everything fits on one page. */
export function ListPagination({ label, page, totalPages, onPageChange, hrefFor }: ListPaginationProps) {
  const { t } = useLingui();
  if (totalPages <= 1) return null;

  const to = (
    target: number,
    variant: 'outline' | 'ghost' | 'default',
    children: ReactNode,
    name?: string,
  ) => {
    const current = target === page && variant !== 'outline';
    const unavailable = target < 1 || target > totalPages;
    const common = { variant, size: 'sm' as const, 'aria-label': name };
    // A link cannot be disabled: where there is nowhere to go, the control stays a disabled button.
    if (hrefFor && !unavailable && !current) {
      return (
        <Button asChild {...common}>
          <Link to={hrefFor(target)} onClick={() => onPageChange?.(target)}>
            {children}
          </Link>
        </Button>
      );
    }
    return (
      <Button
        {...common}
        disabled={unavailable}
        aria-current={current ? 'page' : undefined}
        onClick={() => onPageChange?.(target)}
      >
        {children}
      </Button>
    );
  };

  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {to(
        page - 1,
        'outline',
        <>
          <ChevronLeft aria-hidden="true" />
          <Trans>Previous</Trans>
        </>,
      )}
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>{to(n, n === page ? 'default' : 'ghost', n, t`Page ${n}`)}</li>
        ))}
      </ul>
      {to(
        page + 1,
        'outline',
        <>
          <Trans>Next</Trans>
          <ChevronRight aria-hidden="true" />
        </>,
      )}
    </nav>
  );
}
