// The job-posting feature's public surface for other features (the dashboard's panel).
export { JobPostingsPanel } from './components/postings/job-postings-panel';
