interface FigureItem {
  label: string;
  value: number | null;
  /** The previous period's, when the figure has one. */
  previous?: number | null;
  format?: (value: number | null) => string;
}

const formatCount = (value: number | null) => (value === null ? '—' : value.toLocaleString('en-US'));
export const formatHours = (value: number | null) =>
  value === null ? '—' : `${value.toLocaleString('en-US', { maximumFractionDigits: 1 })} h`;
export const formatRating = (value: number | null) =>
  value === null
    ? '—'
    : value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });

function change(value: number | null, previous: number | null): string {
  if (value === null || previous === null) return '';
  const difference = Math.round((value - previous) * 100) / 100;
  if (difference === 0) return ' (no change)';
  return difference > 0
    ? ` (up ${difference.toLocaleString('en-US')})`
    : ` (down ${(-difference).toLocaleString('en-US')})`;
}

/** A section's figures: each value, with the previous period's beside it when there is one. */
export function FigureList({ items }: { items: FigureItem[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {items.map(({ label: name, value, previous, format = formatCount }) => (
        <div key={name} className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">{name}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{format(value)}</dd>
          {previous !== undefined && (
            <dd className="mt-1 text-sm text-muted-foreground">
              Previous period: {format(previous)}
              {change(value, previous)}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
