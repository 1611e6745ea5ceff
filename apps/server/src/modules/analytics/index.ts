// The analytics module's public surface: `app.pageViews`, which the job and business pages count with.
export { registerPageViews } from './page-view-counter.ts';
