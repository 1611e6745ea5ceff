import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';
import { CsvLink } from './csv-link';
import { useFigureFormats } from './figure-list';
import { FigureSection } from './figure-section';
import { type PlotSeries, UPlotCanvas } from './uplot-canvas';

interface TrendChartProps {
  /** Unique on the page: the heading's and the table's ids derive from it. */
  id: string;
  title: string;
  /** What one row is ('Day', 'Week starting'). */
  rowLabel: string;
  /** The rows' `YYYY-MM-DD` days, oldest first. */
  days: string[];
  series: PlotSeries[];
  /** What the period is, for the table's caption ('1 March 2026 to 7 March 2026'). */
  periodLabel: string;
  /** The downloaded file's name, without `.csv`. */
  fileName: string;
  /** Shown instead of the drawing when every value is 0 (the table stays). */
  empty?: string;
}

/**
 * A chart of a period's days with its numbers as a real table (decision 066). The table is always
 * in the page for screen readers, visually hidden until 'Show table' shows it to everyone; 'Download
 * CSV' gives the same numbers as a file.
 */
export function TrendChart({
  id,
  title,
  rowLabel,
  days,
  series,
  periodLabel,
  fileName,
  empty,
}: TrendChartProps) {
  const [tableShown, setTableShown] = useState(false);
  const { t } = useLingui();
  const { count } = useFigureFormats();
  const allZero = series.every((s) => s.values.every((value) => !value));
  const csv = useMemo(
    () => ({
      header: [rowLabel, ...series.map((s) => s.label)],
      rows: days.map((day, i) => [day, ...series.map((s) => s.values[i] ?? null)]),
    }),
    [rowLabel, days, series],
  );

  return (
    <FigureSection
      id={id}
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-pressed={tableShown}
            aria-label={t`Show table of ${title}`}
            onClick={() => setTableShown((shown) => !shown)}
          >
            <Trans>Show table</Trans>
          </Button>
          <CsvLink title={title} fileName={fileName} header={csv.header} rows={csv.rows} />
        </div>
      }
    >
      {series.length > 1 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground" aria-hidden="true">
          {series.map((s, index) => (
            <li key={s.label} className="flex items-center gap-2">
              <span
                className={cn(
                  'inline-block w-5 border-t-2',
                  index % 2 ? 'border-dashed border-muted-foreground' : 'border-primary',
                )}
              />
              {s.label}
            </li>
          ))}
        </ul>
      )}
      {allZero && empty ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <UPlotCanvas days={days} series={series} label={title} />
      )}
      <div className={tableShown ? undefined : 'sr-only'}>
        {/* Hidden, the table must not scroll inside its 1 px box: a scroll region no key can reach. */}
        <Table {...(tableShown ? { scrollLabel: t`${title} table` } : { scroll: false })}>
          <caption className="mb-2 text-start text-sm text-muted-foreground caption-top">
            {t`${title}, ${periodLabel}`}
          </caption>
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{rowLabel}</TableHead>
              {series.map((s) => (
                <TableHead key={s.label} scope="col" align="end">
                  {s.label}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {days.map((day, i) => (
              <TableRow key={day}>
                <TableHead scope="row" weight="normal">
                  {day}
                </TableHead>
                {series.map((s) => (
                  <TableCell key={s.label} className="text-end tabular-nums">
                    {(s.format ?? count)(s.values[i] ?? null)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </FigureSection>
  );
}
