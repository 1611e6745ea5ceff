import type { ReactNode } from 'react';

/** An admin tab's heading with its actions (New, Refresh) at the other end of the line. */
export function AdminScreenHeader({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </div>
  );
}
