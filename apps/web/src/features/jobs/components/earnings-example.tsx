import { type EarningsInput, earningsExample, formatUsd } from '@perks/contract';

const hours = (n: number) =>
  `${Number.isInteger(n) ? n : n.toFixed(1).replace(/\.0$/, '')} ${n === 1 ? 'hour' : 'hours'}`;
const shifts = (n: number) => `${n} ${n === 1 ? 'shift' : 'shifts'}`;

/**
 * What the minimum commitment pays: hourly rate (base plus estimated tips) × hours per shift ×
 * minimum shifts a week, and twice that for two weeks; plus the full schedule when it pays more.
 */
export function EarningsExample({ job }: { job: EarningsInput }) {
  const example = earningsExample(job);
  if (!example)
    return <p className="text-muted-foreground">Add base pay and a schedule to see an example.</p>;
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {formatUsd(example.rate)}/hr × {hours(example.hoursPerShift)} per shift ×{' '}
        {shifts(example.shiftsPerWeek)} per week
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">Weekly</dt>
          <dd className="text-xl font-bold tabular-nums">{formatUsd(example.weekly)}</dd>
        </div>
        <div className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">Biweekly</dt>
          <dd className="text-xl font-bold tabular-nums">{formatUsd(example.biweekly)}</dd>
        </div>
      </dl>
      {example.fullSchedule && (
        <p className="text-sm">
          Working the full schedule ({hours(example.fullSchedule.hours)} a week):{' '}
          <strong className="tabular-nums">{formatUsd(example.fullSchedule.weekly)}</strong> weekly •{' '}
          <strong className="tabular-nums">{formatUsd(example.fullSchedule.biweekly)}</strong> biweekly
        </p>
      )}
      <p className="text-xs text-muted-foreground">Estimate before taxes; tips vary from shift to shift.</p>
    </div>
  );
}
