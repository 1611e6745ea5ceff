// The jobs module's public surface for other modules: the live rule and one job as the API shows it.
export { FILTER_PREDICATES, type JobFilterValues, jobFilterValues, liveJob } from './job-filters.ts';
export { type FoundJob, findJob, listLiveJobs } from './jobs.repository.ts';
export { nearbyBusinesses, originValues } from './nearby-jobs-query.ts';
export { selectPublicJobs, toPublicJob } from './public-job.ts';
export { searchOrigin, zipCenter } from './search-origin.ts';
