import type { ReactNode } from 'react';

interface PageMessageProps {
  heading: ReactNode;
  headingClassName?: string;
  message: ReactNode;
  messageClassName?: string;
  /** 'alert' for an error the reader should hear at once. */
  role?: 'alert';
  className?: string;
  /** The way on: a link or buttons under the message. */
  children?: ReactNode;
}

/**
 * A whole screen that only says something (not found, an error): a centred heading, a
 * line under it and the way on.
 */
export function PageMessage({
  heading,
  headingClassName = 'text-3xl font-bold tracking-tight',
  message,
  messageClassName = 'mt-4 text-lg text-muted-foreground',
  role,
  className = 'mx-auto flex max-w-2xl flex-col items-center px-4 py-16 text-center sm:py-24',
  children,
}: PageMessageProps) {
  return (
    <section role={role} className={className}>
      <h1 className={headingClassName}>{heading}</h1>
      <p className={messageClassName}>{message}</p>
      {children}
    </section>
  );
}
