// The membership module's public surface: the profile's verified employers, and the card code
// (the tests of features built on check-ins show a member's live card with it).
export { codeAt } from './card.service.ts';
export { verifiedEmployerNames } from './membership.repository.ts';
