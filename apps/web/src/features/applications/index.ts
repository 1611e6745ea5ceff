import { lazy } from 'react';

// The applications feature's public surface. The job page's in-app Apply and the dashboard's
// cards are loaded on demand, so the public job page's chunk carries none of their code.
export const JobApply = lazy(async () => ({ default: (await import('./components/job-apply')).JobApply }));
