import { Plural, Trans } from '@lingui/react/macro';
import Inbox from 'lucide-react/icons/inbox';
import { Link } from 'react-router';
import { useNewApplications } from '../api/get-new-applications';

/**
 * For people who run a business: applications nobody there has opened yet, per job, each a way
 * into that job's applicants. Nothing shows while there are none.
 */
export function NewApplications() {
  const fresh = useNewApplications(true);
  if (!fresh.data || fresh.data.count === 0) return null;
  const { count, jobs } = fresh.data;
  return (
    <section
      aria-labelledby="new-applications-heading"
      className="space-y-3 rounded-lg border bg-card p-4 shadow-sm"
    >
      <h2 id="new-applications-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Inbox aria-hidden="true" className="size-5 text-primary" />
        <Plural value={count} one="# new application" other="# new applications" />
      </h2>
      <ul className="space-y-2">
        {jobs.map(({ job_id, job_title: jobTitle, business_name: businessName, count: unread }) => (
          <li key={job_id}>
            <Link to={`/jobs/${job_id}/applications`} className="break-words underline underline-offset-4">
              <Trans>
                {jobTitle} at {businessName}: {unread} new
              </Trans>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
