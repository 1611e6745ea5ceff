// The saved jobs feature's public surface: the heart on job cards and job pages (put there by the
// app's pages, since this feature's own page uses the jobs feature's card), and the dashboard's count.
export { SaveJobButton } from './components/save-job-button';
export { useSavedJobs } from './lib/use-saved-jobs';
