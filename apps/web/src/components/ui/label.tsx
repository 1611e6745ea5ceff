import { Label as LabelPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const SIZE = { default: 'text-sm leading-none', xs: 'text-xs' };

// Radix's label stops a double-click on the text from selecting it, and focuses the control.
function Label({
  className,
  size = 'default',
  ...props
}: ComponentProps<typeof LabelPrimitive.Root> & { size?: keyof typeof SIZE }) {
  return (
    <LabelPrimitive.Root
      data-slot="label"
      className={cn(
        'font-medium peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        SIZE[size],
        className,
      )}
      {...props}
    />
  );
}

export { Label };
