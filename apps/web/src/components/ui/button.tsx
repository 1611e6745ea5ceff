import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

// Focus ring on every variant: keyboard users must always see where they are (WCAG 2.4.7).
// `cn` only joins classes, so a class here is never overridden by a caller's: the box (height,
// padding, corners, text size) lives in `size`, the colours in `variant`, and a look that differs
// is a variant of its own.
const buttonVariants = cva(
  'shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
        outline: 'border border-input bg-background hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-primary underline-offset-4 hover:underline',
        /** The primary button on a primary-coloured band. */
        inverted: 'bg-primary-foreground text-primary shadow-sm hover:bg-primary-foreground/90',
        /** The outline button on a primary-coloured band. */
        'inverted-outline':
          'border border-primary-foreground/80 bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground',
      },
      size: {
        default: 'h-10 rounded-md px-4 py-2 text-sm',
        sm: 'h-9 rounded-md px-3 text-sm',
        /** `sm`'s height with less padding at the sides (the account menu's trigger). */
        'sm-narrow': 'h-9 rounded-md px-2 text-sm',
        lg: 'h-11 rounded-md px-8 text-base',
        icon: 'size-10 rounded-md text-sm',
        /** A small round filter chip. */
        chip: 'h-7 rounded-full px-3 text-xs',
        /** No box at all: a link-styled button inside a line of text. */
        inline: 'h-auto rounded-md p-0 text-sm',
        /** `default`'s box for long words (a translation): at least its height, the words wrap. */
        wrap: 'h-auto min-h-10 rounded-md px-4 py-2 text-center text-sm whitespace-normal!',
        /** `default`'s height without side padding, so a link-styled button lines up with text. */
        flush: 'h-10 rounded-md px-0 py-2 text-sm',
      },
      shown: {
        always: 'inline-flex',
        /** Only when the browser runs no script (a form's submit button that script makes unneeded). */
        'without-script': 'hidden [@media(scripting:none)]:inline-flex',
        /** Only where script runs (a button whose work needs it, such as asking for the position). */
        'with-script': 'inline-flex [@media(scripting:none)]:hidden',
      },
    },
    defaultVariants: { variant: 'default', size: 'default', shown: 'always' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a router Link, an <a>) with button styling instead of a <button>. */
    asChild?: boolean;
  };

function Button({ className, variant, size, shown, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : 'button';
  return (
    <Comp
      data-slot="button"
      // A bare <button> inside a form submits it; make that an explicit choice.
      type={asChild ? type : (type ?? 'button')}
      className={cn(buttonVariants({ variant, size, shown }), className)}
      {...props}
    />
  );
}

export { Button };
