import type { ReactNode } from 'react';

/** One chart or table of the analytics page: a boxed section named by its heading, actions beside it. */
export function FigureSection({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="min-w-0 space-y-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}
