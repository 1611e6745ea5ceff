import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  blocksToSchedule,
  DAY_SHORT_LABELS,
  deriveJobFields,
  EMPLOYMENT_TYPE_LABELS,
  formPayDisplay,
  groupShifts,
  ROLE_TYPE_LABELS,
  TIP_STRUCTURE_LABELS,
} from '@perks/contract';
import { Building2, CalendarDays, Clock, DollarSign, MapPin } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { useShiftTime, WorkLanguagesLine } from '@/features/jobs';
import { useContractText } from '@/lib/i18n/contract-text';
import type { JobFormValues } from '../../lib/job-form-values';

/** The job card as workers will see it, built from the form as it stands. */
export function JobPreview({ values }: { values: JobFormValues }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const shiftTime = useShiftTime();
  const derived = deriveJobFields({
    title: values.title,
    schedule: values.shifts,
    role_type: values.role_type,
  });
  const groups = groupShifts(blocksToSchedule(values.shifts));
  const pay = formPayDisplay({
    base_hourly_pay: Number.isFinite(values.base_hourly_pay) ? values.base_hourly_pay : null,
    is_tipped_role: values.is_tipped_role,
    estimated_tips_hourly: values.is_tipped_role ? values.estimated_tips_hourly : null,
  });

  const hours = i18n.number(derived.weekly_hours);
  const minShifts = values.minimum_shifts_per_week;
  const start = tc(values.start_availability).toLowerCase();

  return (
    <article
      aria-label={t`Job preview`}
      className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm"
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        <Trans>Preview</Trans>
      </p>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold leading-snug">{values.title.trim() || t`Job title`}</h2>
          <p className="mt-1 flex items-center gap-2 text-sm text-muted-foreground">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            {values.business?.name ?? t`Your business`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{tc(EMPLOYMENT_TYPE_LABELS[derived.employment_type])}</Badge>
          <Badge variant="outline">{tc(ROLE_TYPE_LABELS[derived.role_type])}</Badge>
          {values.is_tipped_role && (
            <Badge variant="outline">
              <Trans>Tips</Trans>
            </Badge>
          )}
        </div>
      </div>
      <ul className="mt-4 grid gap-2 text-sm">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {values.location.trim() || t`Location`}
        </li>
        <li className="flex items-center gap-2 font-semibold">
          <DollarSign aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          {pay}
        </li>
        <WorkLanguagesLine languages={values.languages} variant="card" />
        {values.is_tipped_role && (
          <li className="ps-6 text-muted-foreground">{tc(TIP_STRUCTURE_LABELS[values.tip_structure])}</li>
        )}
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <Plural
            value={minShifts}
            one={`${hours} hrs/week • at least # shift per week • starts ${start}`}
            other={`${hours} hrs/week • at least # shifts per week • starts ${start}`}
          />
        </li>
        {groups.map((group) => (
          <li key={`${group.startTime}-${group.endTime}`} className="flex items-center gap-2">
            <CalendarDays aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            {group.days.map((day) => tc(DAY_SHORT_LABELS[day])).join(', ')}: {shiftTime(group.startTime)} -{' '}
            {shiftTime(group.endTime)}
          </li>
        ))}
      </ul>
      {values.description.trim() && (
        <p className="mt-4 line-clamp-4 whitespace-pre-line text-sm">
          {values.description.replaceAll('**', '')}
        </p>
      )}
      {values.benefits.length > 0 && (
        <ul aria-label={t`Benefits`} className="mt-4 flex flex-wrap gap-2">
          {values.benefits.map((benefit) => (
            <li key={benefit}>
              <Badge variant="secondary">{benefit}</Badge>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
