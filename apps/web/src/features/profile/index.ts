// The profile feature's public surface for other features (the dashboard's profile completion).
export { useWorkExperienceStats } from './api/get-work-experience-stats';
