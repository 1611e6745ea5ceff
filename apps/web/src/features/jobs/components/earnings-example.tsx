import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type EarningsInput, earningsExample, formatUsd } from '@perks/contract';

/** Hours to one decimal at most: 4.5, 8. */
const roundHours = (n: number) => (Number.isInteger(n) ? n : Number(n.toFixed(1)));

/**
 * What the minimum commitment pays: hourly rate (base plus estimated tips) × hours per shift ×
 * minimum shifts a week, and twice that for two weeks; plus the full schedule when it pays more.
 */
export function EarningsExample({ job }: { job: EarningsInput }) {
  const { i18n } = useLingui();
  const example = earningsExample(job);
  if (!example)
    return (
      <p className="text-muted-foreground">
        <Trans>Add base pay and a schedule to see an example.</Trans>
      </p>
    );
  const hoursCount = roundHours(example.hoursPerShift);
  const shiftCount = example.shiftsPerWeek;
  const rate = formatUsd(example.rate, i18n.locale);
  const weekly = formatUsd(example.weekly, i18n.locale);
  const biweekly = formatUsd(example.biweekly, i18n.locale);
  const full = example.fullSchedule;
  const fullHoursCount = full ? roundHours(full.hours) : 0;
  const fullWeekly = full ? formatUsd(full.weekly, i18n.locale) : '';
  const fullBiweekly = full ? formatUsd(full.biweekly, i18n.locale) : '';
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        <Trans>
          {rate}/hr × <Plural value={hoursCount} one="# hour" other="# hours" /> per shift ×{' '}
          <Plural value={shiftCount} one="# shift" other="# shifts" /> per week
        </Trans>
      </p>
      <dl className="grid grid-cols-2 gap-3">
        <div className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Weekly</Trans>
          </dt>
          <dd className="text-xl font-bold tabular-nums">{weekly}</dd>
        </div>
        <div className="rounded-md bg-muted p-3">
          <dt className="text-sm text-muted-foreground">
            <Trans>Biweekly</Trans>
          </dt>
          <dd className="text-xl font-bold tabular-nums">{biweekly}</dd>
        </div>
      </dl>
      {full && (
        <p className="text-sm">
          <Trans>
            Working the full schedule (<Plural value={fullHoursCount} one="# hour" other="# hours" /> a week):{' '}
            <strong className="tabular-nums">{fullWeekly}</strong> weekly •{' '}
            <strong className="tabular-nums">{fullBiweekly}</strong> biweekly
          </Trans>
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        <Trans>Estimate before taxes; tips vary from shift to shift.</Trans>
      </p>
    </div>
  );
}
