import { EMPLOYMENT_TYPE_LABELS, mapsSearchUrl, salaryDisplay } from '@perks/contract';
import { Link } from 'react-router';
import { LoadingNotice } from '@/components/load-states';
import { RichText } from '@/components/rich-text';
import { useBusinessJobs } from '../api/list-business-jobs';
import { DetailCard } from './detail-card';

/** 'Open Jobs': the business's live jobs, each linking to its page. */
export function OpenJobsCard({ businessId }: { businessId: string }) {
  const jobs = useBusinessJobs(businessId);
  let body: React.ReactNode;
  if (jobs.isPending) body = <LoadingNotice>Loading jobs...</LoadingNotice>;
  else if (jobs.isError)
    body = (
      <p role="alert" className="text-sm">
        Unable to load jobs right now.
      </p>
    );
  else if (jobs.data.data.length === 0)
    body = <p className="text-sm text-muted-foreground">No open jobs listed for this business.</p>;
  else
    body = (
      <ul className="divide-y">
        {jobs.data.data.map((job) => (
          <li key={job.id} className="space-y-1 py-3">
            <h3 className="font-semibold">{job.title}</h3>
            <p className="text-sm text-muted-foreground">
              {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · {salaryDisplay(job)}
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
                'Location not specified'
              )}
            </p>
            <RichText text={job.description} className="line-clamp-3 text-sm" />
            <Link
              to={`/jobs/${job.id}`}
              className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
              aria-label={`View job: ${job.title}`}
            >
              View job
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <DetailCard id="business-jobs" title="Open Jobs">
      {body}
    </DetailCard>
  );
}
