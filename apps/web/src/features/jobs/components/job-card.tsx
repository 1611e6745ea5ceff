import { Trans, useLingui } from '@lingui/react/macro';
import {
  EMPLOYMENT_TYPE_LABELS,
  expiryLabel,
  jobListTimeAgo,
  salaryDisplay,
  type TJob,
} from '@perks/contract';
import { Clock, DollarSign, MapPin, Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DistanceMiles } from '@/components/distance-miles';
import { Badge } from '@/components/ui/badge';
import { useContractText } from '@/lib/i18n/contract-text';
import { CompanyLink } from './company-link';
import { WorkLanguagesLine } from './work-languages';

/**
 * One job in the list: title, company, location, its distance in a search near a place, pay, when
 * it was posted and when it expires.
 * `action` is a control beside the title, drawn by another feature (the saved jobs' heart).
 */
export function JobCard({
  job,
  action,
}: {
  job: TJob & { distance_miles?: number | null };
  action?: ReactNode;
}) {
  const tc = useContractText();
  const { i18n } = useLingui();
  const expiry = expiryLabel(job.expires_at, undefined, tc, i18n.locale);
  return (
    <article className="rounded-lg border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="break-words text-lg font-semibold leading-snug">
            <Link
              to={`/jobs/${job.id}`}
              className="rounded-sm hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              {job.title}
            </Link>
          </h2>
          <p className="mt-1 text-sm">
            <CompanyLink job={job} />
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])}</Badge>
          {job.is_tipped_role && (
            <Badge variant="outline">
              <Trans>Tips</Trans>
            </Badge>
          )}
          {action}
        </div>
      </div>
      <ul className="mt-4 grid gap-2 text-sm sm:grid-cols-2">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">
            <Trans>Location:</Trans>{' '}
          </span>
          {job.location}
        </li>
        {/* Only in a search near a place, for a job whose business has a point (decision 099). */}
        {job.distance_miles != null && (
          <li className="flex items-center gap-2">
            <Navigation aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <DistanceMiles miles={job.distance_miles} />
          </li>
        )}
        <li className="flex items-center gap-2 font-semibold">
          <DollarSign aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="sr-only">
            <Trans>Pay:</Trans>{' '}
          </span>
          {salaryDisplay(job, undefined, tc, i18n.locale)}
        </li>
        <WorkLanguagesLine languages={job.languages} variant="card" />
      </ul>
      <p className="mt-4 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4 shrink-0" />
        <span>{jobListTimeAgo(job.posted_at, undefined, tc, i18n.locale)}</span>
        {expiry && (
          <>
            <span aria-hidden="true">•</span>
            <span>{expiry}</span>
          </>
        )}
      </p>
    </article>
  );
}
