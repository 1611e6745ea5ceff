import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface ListPaginationProps {
  /** The navigation's accessible name, e.g. 'Job list pages'. */
  label: string;
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
}

const WINDOW = 5;

/** Up to five page numbers around the current one. */
function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(WINDOW, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(WINDOW / 2)), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/** Previous / numbered pages / Next; hidden when everything fits on one page. */
export function ListPagination({ label, page, totalPages, onPageChange }: ListPaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" />
        Previous
      </Button>
      <ul className="flex items-center gap-1">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Button
              variant={n === page ? 'default' : 'ghost'}
              size="sm"
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              onClick={() => onPageChange(n)}
            >
              {n}
            </Button>
          </li>
        ))}
      </ul>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
