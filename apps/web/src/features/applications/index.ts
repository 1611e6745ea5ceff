import { lazy } from 'react';

// The applications feature's public surface: the job page's in-app Apply (loaded on demand, so
// the public job page's chunk carries none of its code), and the dashboard's counts.
export const JobApply = lazy(async () => ({ default: (await import('./components/job-apply')).JobApply }));
export { useMyApplications } from './api/list-my-applications';
export { NewApplications } from './components/new-applications';
