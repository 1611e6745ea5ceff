import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The h1's size: 'small' grows on wider screens from text-2xl, 'large' from text-3xl. */
const SIZES = { small: 'text-2xl sm:text-3xl', default: 'text-3xl', large: 'text-3xl sm:text-4xl' } as const;

interface PageHeadingProps {
  title: ReactNode;
  /** The h1's look: 'tight' closes up the letters, as the setup and profile screens do. */
  tracking?: 'normal' | 'tight';
  size?: keyof typeof SIZES;
  /** The line under the heading: what the screen is for. */
  children?: ReactNode;
}

/** A screen's h1 and the line under it that says what the screen is for. */
export function PageHeading({ title, tracking = 'normal', size = 'default', children }: PageHeadingProps) {
  return (
    <div className="space-y-2">
      <h1 className={cn(SIZES[size], 'font-bold', tracking === 'tight' && 'tracking-tight')}>{title}</h1>
      {children && <p className="text-muted-foreground">{children}</p>}
    </div>
  );
}
