import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Text size: text-base below sm keeps iOS Safari from zooming the page when the field gets focus. */
const VARIANT = {
  default: 'text-base',
  /** Code to read or copy: small monospace. */
  code: 'font-mono text-xs',
};

function Textarea({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'textarea'> & { variant?: keyof typeof VARIANT }) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        'flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm',
        VARIANT[variant],
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
