// The jobs feature's public surface for other features (business pages, the example job).
export { businessJobsQueryOptions, useBusinessJobs } from './api/get-business-jobs';
export { jobKeys } from './api/job-keys';
export { EarningsExample } from './components/earnings-example';
export { JobDetailView, mapsSearchUrl } from './components/job-detail-view';
export { RichText } from './components/rich-text';
