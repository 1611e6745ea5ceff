import type { TJob } from '@perks/contract';
import { Link } from 'react-router';

/** The company name, linking to its business page when the job comes with its business record. */
export function CompanyLink({
  job,
  className,
}: {
  job: Pick<TJob, 'company' | 'business_id' | 'business'>;
  className?: string;
}) {
  if (!job.business) return <span className={className}>{job.company}</span>;
  return (
    <Link
      to={`/business/${job.business_id}`}
      className={`rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring ${className ?? ''}`}
    >
      {job.company}
    </Link>
  );
}
