import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Text size: text-base below sm keeps iOS Safari from zooming the page when a field gets focus. */
const VARIANT = {
  default: 'text-base',
  /** A one-time code: large, centred, spaced-out digits. */
  code: 'text-center text-lg tracking-[0.5em]',
};

// `cn` only joins classes, so a caller's className cannot replace one of these: a field narrower
// than its container says so with `fixedWidth` and gives its width in className.
function Input({
  className,
  type = 'text',
  variant = 'default',
  fixedWidth = false,
  ...props
}: ComponentProps<'input'> & { variant?: keyof typeof VARIANT; fixedWidth?: boolean }) {
  return (
    <input
      data-slot="input"
      type={type}
      className={cn(
        'flex h-10 min-w-0 rounded-md border border-input bg-background px-3 py-2 placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive file:border-0 file:bg-transparent file:text-sm file:font-medium sm:text-sm',
        !fixedWidth && 'w-full',
        VARIANT[variant],
        className,
      )}
      {...props}
    />
  );
}

export { Input };
