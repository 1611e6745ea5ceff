import type { ReactNode } from 'react';

interface PageHeadingProps {
  title: ReactNode;
  /** The h1's look: 'tight' closes up the letters, as the setup and profile screens do. */
  tracking?: 'normal' | 'tight';
  /** The line under the heading: what the screen is for. */
  children: ReactNode;
}

/** A screen's h1 and the line under it that says what the screen is for. */
export function PageHeading({ title, tracking = 'normal', children }: PageHeadingProps) {
  return (
    <div className="space-y-2">
      <h1 className={tracking === 'tight' ? 'text-3xl font-bold tracking-tight' : 'text-3xl font-bold'}>
        {title}
      </h1>
      <p className="text-muted-foreground">{children}</p>
    </div>
  );
}
