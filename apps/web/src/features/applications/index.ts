import { lazyWithWords } from '@/lib/i18n/lazy-with-words';

// The applications feature's public surface: the job page's in-app Apply (loaded on demand with
// its words, so the public job page carries none of its code or words before its first render),
// and the dashboard's counts.
export const JobApply = lazyWithWords('src/features/applications/components/job-apply.tsx', async () => ({
  default: (await import('./components/job-apply')).JobApply,
}));
export const JobApplyBar = lazyWithWords('src/features/applications/components/job-apply.tsx', async () => ({
  default: (await import('./components/job-apply')).JobApplyBar,
}));
export { useMyApplications } from './api/list-my-applications';
export { NewApplications } from './components/new-applications';
