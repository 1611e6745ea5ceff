// Test helpers other features may use: applications as the API returns them.
export { JOB_ID, myApplication } from './application-fixtures';
