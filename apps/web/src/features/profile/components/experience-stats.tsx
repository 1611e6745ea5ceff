import type { TWorkExperienceStats } from '@perks/contract';

/** The stats strip: jobs, years (one decimal), the current position and the latest company. */
export function ExperienceStats({ stats }: { stats: TWorkExperienceStats }) {
  const items = [
    ['Total Jobs', String(stats.totalJobs)],
    ['Years Experience', stats.yearsExperience.toFixed(1)],
    ['Current Position', stats.currentPosition ?? '—'],
    ['Most Recent Company', stats.mostRecentCompany ?? '—'],
  ] as const;
  return (
    <dl aria-label="Work experience stats" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-md border bg-muted/40 p-3">
          <dt className="text-xs text-muted-foreground">{label}</dt>
          <dd className="truncate font-semibold" title={value}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
