// The jobs feature's public surface for other features: the job page body (the example job), the
// job card (the saved jobs page), and the query keys a job save invalidates.
export { jobKeys } from './api/job-keys';
export { jobLoader, jobsLoader } from './api/job-loaders';
export { JobCard } from './components/job-card';
export { JobDetailView } from './components/job-detail-view';
