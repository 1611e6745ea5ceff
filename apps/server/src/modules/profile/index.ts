export { applicantCertificates } from './applicant-certificates.ts';
export { registerCertificateJobs } from './certificate-reminders.ts';
export { CERTIFICATE_PHOTO_FOLDER, removeUnusedCertificatePhoto } from './certificates.service.ts';
