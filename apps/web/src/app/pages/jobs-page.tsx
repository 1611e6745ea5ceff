import { GetAlertsButton } from '@/features/job-alerts';
import { JobsPage as JobList } from '@/features/jobs/pages/jobs-page';
import { SaveJobButton } from '@/features/saved-jobs';

/**
 * Route /jobs. The job list comes from the jobs feature, the heart on each card from the saved
 * jobs feature (whose own page uses the jobs feature's card) and 'Get alerts for this search'
 * from the job alerts feature, so they are put together here (decision 020).
 */
export function JobsPage() {
  return <JobList saveControl={SaveJobButton} searchAction={GetAlertsButton} />;
}
