import { useLingui } from '@lingui/react/macro';

/** A stats strip's row of figures: a label over each count, two to five across by screen width. */
export function FigureTiles({ items }: { items: [label: string, value: number][] }) {
  const { i18n } = useLingui();
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-lg border bg-card p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="text-2xl font-semibold">{i18n.number(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
