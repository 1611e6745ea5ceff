// The job-posting feature's public surface for other features: the dashboard's panel, and the
// managed jobs the owner's setup steps count.

export { useManagedJobs } from './api/list-managed-jobs';
export { JobPostingsPanel } from './components/postings/job-postings-panel';
