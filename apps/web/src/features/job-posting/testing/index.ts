// Test helpers other features may use: a saved job as the API returns it.
export { savedJob } from './job-fixtures';
