import type { ReactNode } from 'react';
import { TitledCard } from '@/components/titled-card';

/** A titled card of the business page; its heading names the region. */
export function DetailCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <TitledCard role="region" aria-labelledby={id} headingId={id} title={title}>
      {children}
    </TitledCard>
  );
}
/** One 'label: value' row; a missing value reads as the fallback. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}
