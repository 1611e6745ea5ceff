import { useLingui } from '@lingui/react/macro';
import { durationLabel, type TWorkExperience, WORK_EXPERIENCE_TYPE_LABELS } from '@perks/contract';
import Building2 from 'lucide-react/icons/building-2';
import MapPin from 'lucide-react/icons/map-pin';
import type { ReactNode } from 'react';
import { ExperienceBadges } from '@/components/experience-badges';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import { monthYear } from '../lib/format-dates';

/** What an entry shows: a saved one, or the form's values in the live preview. */
export type ExperienceView = Pick<
  TWorkExperience,
  | 'company_name'
  | 'position_title'
  | 'location'
  | 'start_date'
  | 'end_date'
  | 'is_current'
  | 'description'
  | 'employment_type'
  | 'hourly_wage'
>;

/**
 * One job of the timeline (docs/product.md, "Profiles and work experience"): position, company,
 * 'Current', 'Verified' when the employer's staff list has the person, dates and duration,
 * location, type, wage and description. `actions` is the owner's menu.
 */
export function ExperienceEntry({
  entry,
  actions,
  verified = false,
}: {
  entry: ExperienceView;
  actions?: ReactNode;
  verified?: boolean;
}) {
  const { t } = useLingui();
  const tc = useContractText();
  const position = entry.position_title;
  const company = entry.company_name;
  return (
    <article className="space-y-2" aria-label={t`${position} at ${company}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="flex flex-wrap items-center gap-2 font-semibold">
            {entry.position_title}
            <ExperienceBadges current={entry.is_current} verified={verified} />
          </h3>
          <p className="flex items-center gap-1 text-sm text-muted-foreground">
            <Building2 aria-hidden="true" className="size-4" />
            {entry.company_name}
          </p>
        </div>
        {actions}
      </div>
      {entry.start_date && (
        <p className="text-sm">
          <DateRange entry={entry} />{' '}
          <span className="text-muted-foreground">· {tc(durationLabel(entry))}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {entry.location && (
          <span className="flex items-center gap-1 text-muted-foreground">
            <MapPin aria-hidden="true" className="size-4" />
            {entry.location}
          </span>
        )}
        <Badge variant="outline">{tc(WORK_EXPERIENCE_TYPE_LABELS[entry.employment_type])}</Badge>
        {entry.hourly_wage !== null && <HourlyWage wage={entry.hourly_wage} />}
      </div>
      {entry.description && <p className="whitespace-pre-line text-sm">{entry.description}</p>}
    </article>
  );
}

/** 'Mar 2021 - Present' or 'Mar 2021 - Feb 2023', months in the reader's language. */
function DateRange({ entry }: { entry: Pick<ExperienceView, 'start_date' | 'end_date' | 'is_current'> }) {
  const { t, i18n } = useLingui();
  const start = monthYear(i18n, entry.start_date);
  if (entry.is_current || !entry.end_date) return <>{t`${start} - Present`}</>;
  const end = monthYear(i18n, entry.end_date);
  return <>{t`${start} - ${end}`}</>;
}

/** '$18.50/hr': US dollars, written the reader's way. */
function HourlyWage({ wage }: { wage: number }) {
  const { t, i18n } = useLingui();
  const amount = i18n.number(wage, { style: 'currency', currency: 'USD' });
  return <span>{t`${amount}/hr`}</span>;
}
