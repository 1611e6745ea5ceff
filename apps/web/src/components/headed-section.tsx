import type { ComponentProps, ReactNode } from 'react';

type HeadedSectionProps = Omit<ComponentProps<'section'>, 'title'> & {
  /** The heading's id; the section is named by it. */
  headingId: string;
  title: ReactNode;
};

/** A part of a screen under its own h2, which names it for screen readers. */
export function HeadedSection({ headingId, title, children, ...sectionProps }: HeadedSectionProps) {
  return (
    <section aria-labelledby={headingId} className="space-y-4" {...sectionProps}>
      <h2 id={headingId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
