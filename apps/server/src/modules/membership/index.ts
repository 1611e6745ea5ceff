// The membership module's public surface: the profile's verified employers.
export { verifiedEmployerNames } from './membership.repository.ts';
