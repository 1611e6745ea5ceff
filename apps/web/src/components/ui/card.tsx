import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Plain containers: callers choose the heading level for CardTitle so the outline stays correct.
// `cn` only joins classes, so a caller's className adds to these and never replaces one: a part
// laid out differently says so through its prop (`layout`, `padding`, `size`).
function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn('rounded-lg border bg-card text-card-foreground shadow-sm', className)}
      {...props}
    />
  );
}

const HEADER_LAYOUT = {
  column: 'flex-col gap-1.5',
  /** The title on one side, actions on the other, wrapping below each other when narrow. */
  row: 'flex-row flex-wrap items-start justify-between gap-4',
};

function CardHeader({
  className,
  layout = 'column',
  ...props
}: ComponentProps<'div'> & { layout?: keyof typeof HEADER_LAYOUT }) {
  return (
    <div data-slot="card-header" className={cn('flex p-6', HEADER_LAYOUT[layout], className)} {...props} />
  );
}

const TITLE_SIZE = { default: 'text-lg leading-tight', lg: 'text-xl' };

function CardTitle({
  className,
  size = 'default',
  ...props
}: ComponentProps<'div'> & { size?: keyof typeof TITLE_SIZE }) {
  return (
    <div
      data-slot="card-title"
      className={cn('font-semibold tracking-tight', TITLE_SIZE[size], className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div data-slot="card-description" className={cn('text-sm text-muted-foreground', className)} {...props} />
  );
}

const CONTENT_PADDING = {
  /** Under a CardHeader, which already gives the space above. */
  'below-header': 'p-6 pt-0',
  /** Content with no header above it. */
  all: 'p-6',
  /** The caller's className pads it. */
  none: '',
};

function CardContent({
  className,
  padding = 'below-header',
  ...props
}: ComponentProps<'div'> & { padding?: keyof typeof CONTENT_PADDING }) {
  return <div data-slot="card-content" className={cn(CONTENT_PADDING[padding], className)} {...props} />;
}

function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn('flex items-center p-6 pt-0', className)} {...props} />;
}

export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle };
