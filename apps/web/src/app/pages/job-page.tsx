import { JobApply, JobApplyBar } from '@/features/applications';
import { JobDetailPage } from '@/features/jobs/pages/job-detail-page';
import { SaveJobButton } from '@/features/saved-jobs';

/**
 * Route /jobs/:id. The job page comes from the jobs feature; its in-app Apply comes from the
 * applications feature and its heart from the saved jobs feature (whose own page uses the jobs
 * feature's card), put together here (decision 020). The Apply stays lazy: the public job page's
 * chunk carries none of its code.
 */
export function JobPage() {
  return <JobDetailPage applySection={JobApply} applyBar={JobApplyBar} saveControl={SaveJobButton} />;
}
