export { applicantCertificates } from './applicant-certificates.ts';
export { registerCertificateJobs } from './certificate-reminders.ts';
export { removeUnusedCertificatePhoto } from './certificates.service.ts';
