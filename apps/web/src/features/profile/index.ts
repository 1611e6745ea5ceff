// The profile feature's public surface for other features: the dashboard's profile completion,
// and the profile an application shares (its header and work history).
export { useMemberProfile } from './api/get-member-profile';
export { useWorkExperienceStats } from './api/get-work-experience-stats';
export { useWorkExperience } from './api/list-work-experience';
// A certificate card's photo, fetched with the session, on the applicant card (decision 097).
export { CertificatePhoto } from './components/certificate-photo';
