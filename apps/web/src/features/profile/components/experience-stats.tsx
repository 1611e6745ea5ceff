import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TWorkExperienceStats } from '@perks/contract';

const LABELS = {
  totalJobs: msg`Total Jobs`,
  years: msg`Years Experience`,
  current: msg`Current Position`,
  recent: msg`Most Recent Company`,
};

/** The stats strip: jobs, years (one decimal), the current position and the latest company. */
export function ExperienceStats({ stats }: { stats: TWorkExperienceStats }) {
  const { t, i18n } = useLingui();
  const items = [
    [LABELS.totalJobs, i18n.number(stats.totalJobs)],
    [
      LABELS.years,
      i18n.number(stats.yearsExperience, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    ],
    [LABELS.current, stats.currentPosition ?? '—'],
    [LABELS.recent, stats.mostRecentCompany ?? '—'],
  ] as const;
  return (
    <dl aria-label={t`Work experience stats`} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label.id} className="rounded-md border bg-muted/40 p-3">
          <dt className="text-xs text-muted-foreground">{t(label)}</dt>
          <dd className="truncate font-semibold" title={value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
