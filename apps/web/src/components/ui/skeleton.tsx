import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** A grey block that holds a loading element's place so the page does not jump when it arrives. */
function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)}
      {...props}
    />
  );
}

export { Skeleton };
