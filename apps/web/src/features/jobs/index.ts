// The jobs feature's public surface for other features: the job page body (the example job) and
// the query keys a job save invalidates.
export { jobKeys } from './api/job-keys';
export { jobLoader, jobsLoader } from './api/job-loaders';
export { JobDetailView } from './components/job-detail-view';
