// The jobs feature's public surface for other features: the job page body (the example job), the
// job card (the saved jobs page), a job's 'Languages spoken at work' line (the job form's
// preview), the query keys a job save invalidates, and the address of a filtered list (a saved
// search's 'Run this search').
export { jobKeys } from './api/job-keys';
export { jobLoader, jobsLoader } from './api/job-loaders';
export { ApplyBar } from './components/apply-bar';
export { JobCard } from './components/job-card';
export { JobDetailView } from './components/job-detail-view';
export { WorkLanguagesLine } from './components/work-languages';
export { jobListHref } from './lib/job-search-params';
export { useShiftTime } from './lib/use-shift-time';
