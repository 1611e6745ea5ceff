import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// The wrapper scrolls sideways on narrow screens instead of squeezing the columns. A table with
// nothing focusable inside names its scroll region (`scrollLabel`), which then takes keyboard focus
// so it can be scrolled without a mouse; one that must not scroll at all says `scroll={false}`.
// A table of a few figures per row says `stackOnPhone` instead: below the `sm` width each row is a
// block of 'label  value' lines (each cell's `data-label`, its column's heading), so nothing on a
// phone hides beside the screen; the headings stay for screen readers.
// `cn` only joins classes, so a caller's className adds to these parts' classes and never replaces
// one: a look that differs is a prop.
const STACKED_ON_PHONE = cn(
  'max-sm:[&_thead]:sr-only max-sm:[&_tr]:block max-sm:[&_tr]:py-2',
  'max-sm:[&_tbody_th]:block max-sm:[&_tbody_th]:h-auto max-sm:[&_tbody_th]:py-1 max-sm:[&_tbody_th]:font-medium max-sm:[&_tbody_th]:text-foreground',
  'max-sm:[&_td]:flex max-sm:[&_td]:justify-between max-sm:[&_td]:gap-4 max-sm:[&_td]:py-1',
  'max-sm:[&_td]:before:content-[attr(data-label)] max-sm:[&_td]:before:text-start max-sm:[&_td]:before:text-muted-foreground',
);

function Table({
  className,
  scrollLabel,
  containerClassName,
  scroll = true,
  stackOnPhone = false,
  ...props
}: ComponentProps<'table'> & {
  scrollLabel?: string;
  containerClassName?: string;
  scroll?: boolean;
  stackOnPhone?: boolean;
}) {
  return (
    <div
      data-slot="table-container"
      className={cn(
        'relative w-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
        scroll && 'overflow-x-auto',
        containerClassName,
      )}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel, tabIndex: 0 } : {})}
    >
      <table
        data-slot="table"
        className={cn('w-full caption-bottom text-sm', stackOnPhone && STACKED_ON_PHONE, className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

/** `highlight={false}` for a row that stays as it is under the pointer (a header row). */
function TableRow({ className, highlight = true, ...props }: ComponentProps<'tr'> & { highlight?: boolean }) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b transition-colors', highlight && 'hover:bg-muted/50', className)}
      {...props}
    />
  );
}

type TableHeadProps = Omit<ComponentProps<'th'>, 'align'> & {
  align?: 'start' | 'end';
  /** Let a long heading wrap instead of widening its column. */
  wrap?: boolean;
  /** A row's heading (`scope="row"`) reads as ordinary text. */
  weight?: 'medium' | 'normal';
};

function TableHead({
  className,
  align = 'start',
  wrap = false,
  weight = 'medium',
  ...props
}: TableHeadProps) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-11 px-3 align-middle text-muted-foreground',
        align === 'start' ? 'text-start' : 'text-end',
        wrap ? 'whitespace-normal' : 'whitespace-nowrap',
        weight === 'medium' ? 'font-medium' : 'font-normal',
        className,
      )}
      {...props}
    />
  );
}

function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-3 py-3 align-top', className)} {...props} />;
}

export { Table, TableBody, TableCell, TableHead, TableHeader, TableRow };
