// The job-posting module's public surface: the posting rules, for the admin job screens.
export { findAnyJob, lockJob, releaseDrafts } from './job-posting.repository.ts';
export { type Actor, auditJobWrite, createJob, replaceJob } from './job-posting.service.ts';
export { currentScreeningQuestions } from './screening.service.ts';
