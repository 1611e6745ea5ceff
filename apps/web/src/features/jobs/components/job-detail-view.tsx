import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  expiryLabel,
  formatPhoneDisplay,
  formatUsd,
  jobPostedLabel,
  ROLE_TYPE_LABELS,
  salaryDisplay,
  TIP_STRUCTURE_LABELS,
  type TJob,
} from '@perks/contract';
import { Clock, MapPin, Phone, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import { ApplySection } from './apply-section';
import { CompanyLink } from './company-link';
import { EarningsExample } from './earnings-example';
import { JobSchedule } from './job-schedule';
import { RequiredCertificatesList } from './required-certificates';
import { WorkLanguagesLine } from './work-languages';

function mapsSearchUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

/** The 'How to apply' section's id, which the phone's sticky Apply bar links to. */
export const HOW_TO_APPLY_ID = 'how-to-apply';

function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    // scroll-mt: a link to the section lands below the sticky top bar, not under it.
    <section
      id={id}
      className="scroll-mt-20 rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-6"
    >
      <h2 className="mb-4 text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 border-b py-2 last:border-b-0">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-end font-medium">{children}</dd>
    </div>
  );
}

interface JobDetailViewProps {
  job: TJob;
  /** The job title is the page's h1, except where the page has its own (the example job). */
  titleLevel?: 'h1' | 'h2';
  /** Posted and expiry lines; off for fixed sample content. */
  showDates?: boolean;
  /** The Apply button and fallback box; off for the static example. */
  showApply?: boolean;
  /**
   * The in-app Apply (another feature's, handed in by the app; null until it can show). With it,
   * applying by e-mail becomes the secondary 'Apply by e-mail'.
   */
  inAppApply?: ReactNode;
  /** A control beside the title, another feature's (the saved jobs' heart). */
  saveControl?: ReactNode;
}

/** One job in full: pay, tips, schedule, an earnings example, the description and how to apply. */
export function JobDetailView({
  job,
  titleLevel = 'h1',
  showDates = true,
  showApply = true,
  inAppApply,
  saveControl,
}: JobDetailViewProps) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const perHour = (amount: string) => t`${amount}/hr`;
  const hourlyRange = (low: string, high: string) => t`${low} - ${high}/hr`;
  const Title = titleLevel;
  const expiry = showDates ? expiryLabel(job.expires_at, undefined, tc, i18n.locale) : null;
  const requirements = [...job.basic_requirements, ...job.requirements];
  return (
    <article className="space-y-6">
      <header className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm sm:p-6">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])}</Badge>
          <Badge variant="outline">{tc(ROLE_TYPE_LABELS[job.role_type])}</Badge>
          {job.is_tipped_role && (
            <Badge variant="outline">
              <Trans>Tips</Trans>
            </Badge>
          )}
        </div>
        <div className="mt-3 flex items-start justify-between gap-3">
          <Title className="min-w-0 break-words text-2xl font-bold tracking-tight sm:text-3xl">
            {job.title}
          </Title>
          {saveControl}
        </div>
        <p className="mt-1 text-lg">
          <CompanyLink job={job} />
        </p>
        <p className="mt-3 flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <a
            href={mapsSearchUrl(job.location)}
            target="_blank"
            rel="noopener noreferrer"
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {job.location}
            <span className="sr-only">
              {' '}
              <Trans>(opens Google Maps in a new tab)</Trans>
            </span>
          </a>
        </p>
        <WorkLanguagesLine languages={job.languages} variant="page" />
        <RequiredCertificatesList kinds={job.required_certificates ?? []} />
        <p className="mt-4 text-2xl font-bold text-primary">
          {salaryDisplay(job, undefined, tc, i18n.locale)}
        </p>
        {showDates && (
          <p className="mt-3 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <Clock aria-hidden="true" className="size-4" />
            <span>{jobPostedLabel(job.posted_at, undefined, tc, i18n.locale)}</span>
            {expiry && (
              <>
                <span aria-hidden="true">•</span>
                <span>{expiry}</span>
              </>
            )}
          </p>
        )}
      </header>

      <div className="grid gap-6 lg:grid-cols-2">
        <Section title={t`Pay & tips`}>
          <dl className="text-sm">
            {job.base_hourly_pay !== null && (
              <Fact label={t`Base pay`}>{perHour(formatUsd(job.base_hourly_pay, i18n.locale))}</Fact>
            )}
            {job.hourly_rate_min !== null && job.hourly_rate_max !== null && (
              <Fact label={t`Hourly range`}>
                {hourlyRange(
                  formatUsd(job.hourly_rate_min, i18n.locale),
                  formatUsd(job.hourly_rate_max, i18n.locale),
                )}
              </Fact>
            )}
            <Fact label={t`Tipped role`}>{job.is_tipped_role ? t`Yes` : t`No`}</Fact>
            {job.is_tipped_role && job.estimated_tips_hourly !== null && (
              <Fact label={t`Estimated tips`}>
                {perHour(formatUsd(job.estimated_tips_hourly, i18n.locale))}
              </Fact>
            )}
            {job.is_tipped_role && job.tip_structure && (
              <Fact label={t`Tip structure`}>{tc(TIP_STRUCTURE_LABELS[job.tip_structure])}</Fact>
            )}
          </dl>
          {job.is_tipped_role && job.tip_pool_description && (
            <p className="mt-3 text-sm text-muted-foreground" data-user-content="">
              {job.tip_pool_description}
            </p>
          )}
        </Section>

        <Section title={t`Schedule`}>
          <JobSchedule shifts={job.schedule_data} />
          <dl className="mt-4 text-sm">
            {job.weekly_hours !== null && (
              <Fact label={t`Weekly hours`}>{i18n.number(job.weekly_hours)}</Fact>
            )}
            {job.minimum_shifts_per_week !== null && (
              <Fact label={t`Minimum shifts per week`}>{job.minimum_shifts_per_week}</Fact>
            )}
            {job.start_availability && <Fact label={t`Start`}>{tc(job.start_availability)}</Fact>}
          </dl>
        </Section>
      </div>

      <Section title={t`Earnings example`}>
        <EarningsExample job={job} />
      </Section>

      {job.description && (
        <Section title={t`About this job`}>
          <RichText text={job.description} className="leading-relaxed" />
        </Section>
      )}

      {job.workplace_highlights && job.workplace_highlights !== job.description && (
        <Section title={t`Why work here`}>
          <RichText text={job.workplace_highlights} className="leading-relaxed" />
        </Section>
      )}

      {(requirements.length > 0 || job.benefits.length > 0) && (
        <div className="grid gap-6 lg:grid-cols-2">
          {requirements.length > 0 && (
            <Section title={t`Requirements`}>
              {/* The employer's own words, as written (so are the benefits). */}
              <ul className="list-disc space-y-1 ps-5" data-user-content="">
                {requirements.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
          {job.benefits.length > 0 && (
            <Section title={t`Benefits`}>
              <ul className="list-disc space-y-1 ps-5" data-user-content="">
                {job.benefits.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Section>
          )}
        </div>
      )}

      {showApply && (
        <Section title={t`How to apply`} id={HOW_TO_APPLY_ID}>
          {(job.contact_name || job.contact_phone) && (
            <ul className="mb-4 space-y-2 text-sm">
              {job.contact_name && (
                <li className="flex items-center gap-2">
                  <User aria-hidden="true" className="size-4 text-muted-foreground" />
                  {job.contact_name}
                </li>
              )}
              {job.contact_phone && (
                <li className="flex items-center gap-2">
                  <Phone aria-hidden="true" className="size-4 text-muted-foreground" />
                  <a href={`tel:${job.contact_phone}`} className="underline-offset-4 hover:underline">
                    {formatPhoneDisplay(job.contact_phone)}
                  </a>
                </li>
              )}
            </ul>
          )}
          <div className="flex flex-col gap-4">
            {inAppApply}
            <ApplySection
              email={job.contact_email}
              jobTitle={job.title}
              emphasis={inAppApply === undefined ? 'primary' : 'secondary'}
            />
          </div>
        </Section>
      )}
    </article>
  );
}
