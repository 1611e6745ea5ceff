import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: LucideIcon;
  /** What there is none of yet. */
  title: ReactNode;
  /** How some gets here. */
  hint?: ReactNode;
  /** Where to start: a link or button. */
  action: ReactNode;
}

/** A person's list with nothing in it yet, in a box: what is missing, how to add some, where to start. */
export function EmptyState({ icon: Icon, title, hint, action }: EmptyStateProps) {
  return (
    <div className="space-y-4 rounded-lg border p-6 text-center">
      {Icon && <Icon aria-hidden="true" className="mx-auto size-8 text-muted-foreground" />}
      <p className="font-medium">{title}</p>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {action}
    </div>
  );
}
