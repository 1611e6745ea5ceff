import { useLingui } from '@lingui/react/macro';

interface FigureItem {
  label: string;
  value: number | null;
  /** The previous period's, when the figure has one. */
  previous?: number | null;
  format?: (value: number | null) => string;
}

/** How the figures read in the reader's language: counts, hours ('51 h') and ratings ('4.5'). */
export function useFigureFormats() {
  const { t, i18n } = useLingui();
  return {
    count: (value: number | null) => (value === null ? '—' : i18n.number(value)),
    hours: (value: number | null) => {
      if (value === null) return '—';
      const hours = i18n.number(value, { maximumFractionDigits: 1 });
      return t`${hours} h`;
    },
    rating: (value: number | null) =>
      value === null ? '—' : i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
  };
}

/** A section's figures: each value, with the previous period's beside it when there is one. */
export function FigureList({ items }: { items: FigureItem[] }) {
  const { t, i18n } = useLingui();
  const formats = useFigureFormats();
  /** 'Previous period: 12 (up 3)', '… (down 3)', '… (no change)', or without the change when one is missing. */
  const previousLine = (value: number | null, previous: number | null, shown: string) => {
    if (value === null || previous === null) return t`Previous period: ${shown}`;
    const difference = Math.round((value - previous) * 100) / 100;
    const amount = i18n.number(Math.abs(difference));
    if (difference === 0) return t`Previous period: ${shown} (no change)`;
    return difference > 0
      ? t`Previous period: ${shown} (up ${amount})`
      : t`Previous period: ${shown} (down ${amount})`;
  };
  return (
    <dl className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      {items.map(({ label: name, value, previous, format = formats.count }) => (
        <div key={name} className="rounded-lg border p-4">
          <dt className="text-sm text-muted-foreground">{name}</dt>
          <dd className="mt-1 text-2xl font-bold tabular-nums">{format(value)}</dd>
          {previous !== undefined && (
            <dd className="mt-1 text-sm text-muted-foreground">
              {previousLine(value, previous, format(previous))}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
