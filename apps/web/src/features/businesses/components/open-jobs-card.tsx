import { Trans, useLingui } from '@lingui/react/macro';
import { EMPLOYMENT_TYPE_LABELS, mapsSearchUrl, salaryDisplay } from '@perks/contract';
import { Link } from 'react-router';
import { LoadingNotice } from '@/components/load-states';
import { RichText } from '@/components/rich-text';
import { useContractText } from '@/lib/i18n/contract-text';
import { useBusinessJobs } from '../api/list-business-jobs';
import { DetailCard } from './detail-card';

/** 'Open Jobs': the business's live jobs, each linking to its page. */
export function OpenJobsCard({ businessId }: { businessId: string }) {
  const { t, i18n } = useLingui();
  const tc = useContractText();
  const jobs = useBusinessJobs(businessId);
  let body: React.ReactNode;
  if (jobs.isPending)
    body = (
      <LoadingNotice>
        <Trans>Loading jobs...</Trans>
      </LoadingNotice>
    );
  else if (jobs.isError)
    body = (
      <p role="alert" className="text-sm">
        <Trans>Unable to load jobs right now.</Trans>
      </p>
    );
  else if (jobs.data.data.length === 0)
    body = (
      <p className="text-sm text-muted-foreground">
        <Trans>No open jobs listed for this business.</Trans>
      </p>
    );
  else
    body = (
      <ul className="divide-y">
        {jobs.data.data.map(({ title, ...job }) => (
          <li key={job.id} className="space-y-1 py-3">
            <h3 className="font-semibold">{title}</h3>
            <p className="text-sm text-muted-foreground">
              {tc(EMPLOYMENT_TYPE_LABELS[job.employment_type])} ·{' '}
              {salaryDisplay(job, undefined, tc, i18n.locale)}
            </p>
            <p className="text-sm">
              {job.location ? (
                <a
                  href={mapsSearchUrl(job.location)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary underline-offset-4 hover:underline"
                >
                  {job.location}
                </a>
              ) : (
                t`Location not specified`
              )}
            </p>
            <RichText text={job.description} className="line-clamp-3 text-sm" />
            <Link
              to={`/jobs/${job.id}`}
              className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-label={t`View job: ${title}`}
            >
              <Trans>View job</Trans>
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <DetailCard id="business-jobs" title={t`Open Jobs`}>
      {body}
    </DetailCard>
  );
}
